/**
 * The daily session-time limit (tool `sessionTimeLimits`): when the day's used minutes
 * reach the limit the member chose, a notice says so and the member is logged out. One timer to
 * the moment (server clock), no polling; a limit already reached at login ends the session at once.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SaferGamblingState } from '@wps/contract/safer-gambling';
import { overlays } from '../../lib/overlays/overlays';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { sessionLimitAt } from '../../domains/safer-gambling/session-rules';
import { logOutNow } from '../../domains/account/logout';
import { useWakeAt } from './useWakeAt';

export function useSessionLimit(state: SaferGamblingState | undefined, skew: number) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const reachedAt = state ? sessionLimitAt(state) : null;
  const now = useWakeAt(reachedAt === null ? null : reachedAt - skew) + skew;
  const reached = reachedAt !== null && now >= reachedAt;
  const minutes = state?.limits.find((limit) => limit.kind === 'SESSION_TIME')?.value ?? 0;
  const done = useRef(false);
  useEffect(() => {
    if (!reached || done.current) return;
    done.current = true;
    overlays.open({
      kind: 'notice',
      id: 'rg-session-limit',
      title: { key: 'rg.session.limitTitle' },
      message: { key: 'rg.session.limitReached', vars: { count: minutes } },
      dropsTurns: true,
    });
    void logOutNow(queryClient).then(() => navigate(Paths.home, { replace: true }));
  }, [reached, minutes, queryClient, navigate]);
}
