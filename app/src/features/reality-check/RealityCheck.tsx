/**
 * Runs the reality check: at each interval the member chose, counted from the
 * session's login on the server's clock, the check asks for a turn in the overlay queue (never
 * with another global overlay) and shows until answered. With `waitForGameClose` a check due
 * while a game is open waits for the frame to close; otherwise it shows over the game. The
 * answered check is kept per login, so a reload does not ask the same one again.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SaferGamblingState } from '@wps/contract/safer-gambling';
import { useGameStartedAt } from '../../domains/games/game-session';
import { usePopupTurn } from '../../lib/overlays/popup-turns';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { dueCheck, elapsedMinutes, nextCheckAt } from '../../domains/safer-gambling/session-rules';
import { logOutNow } from '../../domains/account/logout';
import { loginMemory } from './login-memory';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import { useNextWake } from './useWakeAt';

const RealityCheckDialog = lazyPart(() => import('./RealityCheckDialog'));

type Props = {
  state: SaferGamblingState;
  interval: number;
  skew: number;
  login: string;
  waitForGameClose: boolean;
  refetch: () => unknown;
};

export function RealityCheck({ state, interval, skew, login, waitForGameClose, refetch }: Props) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const gameOpen = useGameStartedAt() !== null;
  const [answered, setAnswered] = useState(() => loginMemory.answered(login));
  const startedAt = Date.parse(state.session.startedAt);
  const serverNow =
    useNextWake((now) => nextCheckAt(startedAt, interval, now + skew) - skew) + skew;
  const due = dueCheck(startedAt, interval, serverNow);
  const pending = due !== null && due > answered;
  // The net position as of now, not as of the login: read the state again when a check falls.
  useEffect(() => {
    if (pending) void refetch();
  }, [pending, refetch]);
  const turn = usePopupTurn('reality-check', pending && !(waitForGameClose && gameOpen));
  if (!pending || turn !== 'shown') return null;

  const answer = () => {
    loginMemory.setAnswered(login, due);
    setAnswered(due);
  };
  // A check that could not be loaded cannot be closed unseen: its error offers only the retry.
  return (
    <LazyDialog>
      <RealityCheckDialog
        minutes={elapsedMinutes(serverNow - startedAt)}
        netMinor={state.session.netMinor}
        onContinue={answer}
        onHistory={() => {
          answer();
          navigate(Paths.transactions);
        }}
        onLeave={() => {
          answer();
          void logOutNow(queryClient).then(() => navigate(Paths.home, { replace: true }));
        }}
      />
    </LazyDialog>
  );
}
