/**
 * When the download prompt opens (spec §4, §9). The rules decide (prompt-decision.ts) once what
 * they need has loaded: the member info only for reg_days, the account summary (polled every
 * 30 s, and checked 2.5 s after a deposit by the deposit page) only for the count, first-deposit,
 * first-withdraw and bind-card rules. A prompt that holds waits before it asks for its turn:
 * 1 s for a rule of the page the player just opened, 1.9 s right after a login, 2 s otherwise,
 * so the page is seen first. The in-game popup opens in_game_popup_interval seconds after the game
 * frame opened, once per game. One prompt at a time: nothing is scheduled while one is shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { CacheTime } from '../../lib/api/cache';
import { useGameStartedAt } from '../../domains/games/game-session';
import { memberInfoQuery } from '../../domains/member/member-info';
import { useAccountSummary } from '../../domains/money/account-summary';
import { useSession } from '../../lib/session/store';
import {
  afterClose,
  afterShown,
  decidePrompt,
  inGamePopup,
  promptNeeds,
  type PromptInput,
} from './prompt-decision';
import { readPromptSession, writePromptSession } from './prompt-session';
import type { DownloadContext } from './useDownloadContext';

export const ROUTE_WAIT_MS = 1000;
export const LOGIN_WAIT_MS = 1900;
export const START_WAIT_MS = 2000;

export type ShownPrompt = { closable: boolean; inGame: boolean };

export function usePromptSchedule(ctx: DownloadContext) {
  const { session, status } = useSession();
  const [path] = useLocation();
  const { settings, offered } = ctx;
  const needs = settings ? promptNeeds(settings) : { regDate: false, summary: false };
  const token = session?.token ?? null;
  const info = useQuery({
    ...memberInfoQuery(token ?? ''),
    enabled: !!token && needs.regDate,
    // The pages that show the member ask for it fresh; the prompt takes what they have.
    staleTime: CacheTime.short,
  });
  const summary = useAccountSummary(needs.summary ? token : null);
  const gameStartedAt = useGameStartedAt();
  const [shown, setShown] = useState<ShownPrompt | null>(null);

  const memberType = info.data?.type ?? session?.type ?? null;
  const regDate = info.data?.regDate ?? null;
  const counts = summary.data;
  const deposits = counts?.totalDepositSuccessCount;
  const withdrawals = counts?.totalWithdrawSuccessCount;
  const cards = counts?.listedAccounts;
  const loading =
    !settings ||
    (!!token && ((needs.regDate && info.isPending) || (needs.summary && summary.isPending)));

  // Written by effects only; the schedule reads them when it decides.
  const afterLogin = useRef(false);
  const wasMember = useRef(status === 'member');
  const inGameShownFor = useRef<number | null>(null);
  useEffect(() => {
    if (status === 'member' && !wasMember.current) afterLogin.current = true;
    wasMember.current = status === 'member';
  }, [status]);

  const inputFor = useCallback(
    (now: number): PromptInput | null =>
      settings
        ? {
            settings,
            offered,
            member: token ? { type: memberType, regDate } : null,
            summary:
              deposits === undefined || withdrawals === undefined || cards === undefined
                ? null
                : { deposits, withdrawals, cards },
            path,
            domain: location.hostname,
            session: readPromptSession(),
            open: false,
            now,
          }
        : null,
    [settings, offered, token, memberType, regDate, deposits, withdrawals, cards, path],
  );

  const open = useCallback((prompt: ShownPrompt) => {
    writePromptSession(afterShown(readPromptSession(), prompt.closable));
    setShown((current) => current ?? prompt);
  }, []);

  useEffect(() => {
    const input = inputFor(Date.now());
    if (loading || shown || !input) return;
    const decision = decidePrompt(input);
    const wait = !decision.show
      ? 0
      : decision.route
        ? ROUTE_WAIT_MS
        : afterLogin.current
          ? LOGIN_WAIT_MS
          : START_WAIT_MS;
    afterLogin.current = false;
    if (!decision.show) return;
    const timer = setTimeout(() => open({ closable: decision.closable, inGame: false }), wait);
    return () => clearTimeout(timer);
  }, [inputFor, loading, shown, open]);

  useEffect(() => {
    const input = inputFor(Date.now());
    if (gameStartedAt === null || shown || !input) return;
    if (inGameShownFor.current === gameStartedAt) return;
    const popup = inGamePopup(input);
    if (!popup) return;
    const timer = setTimeout(
      () => {
        inGameShownFor.current = gameStartedAt;
        open({ closable: popup.closable, inGame: true });
      },
      Math.max(0, gameStartedAt + popup.delayMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [gameStartedAt, inputFor, shown, open]);

  return {
    shown,
    /** The player closed it: the session's skip flag and close counter (spec §4). */
    close: () => {
      writePromptSession(afterClose(readPromptSession()));
      setShown(null);
    },
    /** The download started from a closable prompt: it has done its job for this session. */
    downloaded: () => {
      writePromptSession({ ...readPromptSession(), skip: true });
      setShown(null);
    },
  };
}
