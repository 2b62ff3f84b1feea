/**
 * An extra that loads after its page drew (the passkey button, the social sign-in buttons):
 * nothing while its chunk comes, and nothing if the chunk cannot be had, so that a dropped
 * request never takes the page's own form with it. The page's chunk recovery stays for what
 * the player cannot do without.
 */
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const nothing = () => null;

export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={nothing}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
