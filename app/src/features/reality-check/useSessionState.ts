/**
 * The member's safer-gambling state with the server's clock: the login time and the session
 * limit are the server's, and a phone's own clock may be minutes off, so times are compared on
 * the server's clock (this device's time plus the skew seen at the last read).
 */
import { useSaferGamblingState } from '../../domains/safer-gambling/state';
import { serverSkew } from '../../domains/safer-gambling/session-rules';

export function useSessionState() {
  const query = useSaferGamblingState();
  const state = query.data;
  const skew = state ? serverSkew(state, query.dataUpdatedAt) : 0;
  return { state, skew, refetch: query.refetch };
}
