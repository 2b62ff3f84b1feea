/** The channel on which the request layer announces failures to whoever reacts to them. */
import type { ApiError } from './errors';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

export const apiErrors = {
  emit(error: ApiError): void {
    listeners.forEach((listener) => listener(error));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
