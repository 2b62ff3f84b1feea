/**
 * Playing a game from the lobby (spec §6: launch needs a session). A guest goes to /m/login with
 * a redirect back to /m/game?play={gameId}, which plays the game after login. A member's launch
 * asks the back end (10 s); its failures show as notices (launch-refusal.ts: a safer-gambling
 * break explained in the player's language) and the player stays in the lobby. Trial play needs no login. The open frame is a history entry, so the browser's back
 * closes it too; focus returns to the card that opened it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameCard } from '@wps/contract/games';
import { LotteryDefaults } from '@wps/contract/games';
import { useI18n } from '../../lib/i18n/i18n';
import { languageForCall } from '../../lib/i18n/request-language';
import { useRefusalTime } from '../../domains/safer-gambling/refusal-time';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { readStored } from '../../lib/storage/storage';
import { launchGame } from './api/launch-game';
import { trialLaunch } from './api/trial-launch';
import { cardId } from './GameLaneView';
import { showLaunchFailure } from './launch-refusal';

export type OpenGame = { url: string; title: string };

/** The query parameter that names the game to play once the lobby is open (after login). */
export const PLAY_PARAM = 'play';

export function loginRedirectFor(card: GameCard): string {
  const back = `${Paths.game}?${PLAY_PARAM}=${encodeURIComponent(card.gameId ?? '')}`;
  return `${Paths.login}?redirectUrl=${encodeURIComponent(back)}`;
}

export function useGameLauncher() {
  const { status } = useSession();
  const navigate = useAppNavigate();
  const [open, setOpen] = useState<OpenGame | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const opener = useRef<Element | null>(null);
  const { t } = useI18n();
  const time = useRefusalTime();

  const show = useCallback((game: OpenGame) => {
    opener.current = document.activeElement;
    history.pushState({ gameFrame: true }, '');
    setOpen(game);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPop = () => setOpen(null);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open]);

  const close = useCallback(() => {
    if ((history.state as { gameFrame?: boolean } | null)?.gameFrame) history.back();
    else setOpen(null);
  }, []);

  const run = useCallback(
    async (card: GameCard, start: () => Promise<string>) => {
      const id = cardId(card);
      setBusyId(id);
      try {
        show({ url: await start(), title: card.displayName });
      } catch (error) {
        // The lobby stays as it was; the player reads why.
        showLaunchFailure(error, t, time, navigate);
      } finally {
        setBusyId((current) => (current === id ? null : current));
      }
    },
    [show, t, time, navigate],
  );

  const play = useCallback(
    (card: GameCard) => {
      if (status !== 'member') return navigate(loginRedirectFor(card));
      void run(card, () =>
        launchGame({
          vendor: card.accountTypeName,
          gameId: card.gameId,
          nodeId: card.nodeId,
          device: LotteryDefaults.device,
          language: languageForCall('gameLaunch', readStored('language')),
          backUrl: `${location.origin}${Paths.game}`,
        }),
      );
    },
    [status, navigate, run],
  );

  const trial = useCallback(
    (card: GameCard) => void run(card, () => trialLaunch(card.gameId ?? '', card.nodeId ?? '')),
    [run],
  );

  return { open, close, play, trial, busyId };
}
