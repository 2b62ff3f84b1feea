// @vitest-environment jsdom
/** The prompt's waits (spec §9: 1 s, 1.9 s, 2 s) and the in-game popup's interval, on fake time. */
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadSettings } from '@wps/contract/download';
import { gameEnded, gameStarted } from '../../domains/games/game-session';
import { sessionStore } from '../../lib/session/store';
import type { DownloadContext } from './useDownloadContext';
import { usePromptSchedule } from './usePromptSchedule';

const route = vi.hoisted(() => ({ path: '/m/home' }));
vi.mock('wouter', () => ({ useLocation: () => [route.path, () => undefined] }));

const on = (value: number | null = null) => ({ enabled: true, value });
const SWITCH = { download_condition_switch: on() };
const member = {
  id: 1,
  token: 't1',
  merchantCode: 'demo',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
};

function schedule(settings: DownloadSettings) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const ctx = { settings, offered: true } as DownloadContext;
  return renderHook(() => usePromptSchedule(ctx), { wrapper });
}

/** Advances fake time and lets React apply what the timers did. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  route.path = '/m/home';
});
afterEach(() => {
  act(() => {
    sessionStore.dispatch({ type: 'loggedOut' });
    gameEnded();
  });
  vi.useRealTimers();
});

describe('usePromptSchedule', () => {
  it('a standing rule waits 2 s', async () => {
    const { result } = schedule({ ...SWITCH, domains_switch: on(2) });
    await advance(1999);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toEqual({ closable: true, inGame: false });
  });

  it('a rule of the page just opened waits 1 s', async () => {
    act(() => sessionStore.dispatch({ type: 'loggedIn', session: member }));
    route.path = '/m/securityCenter/addBankCard';
    const { result } = schedule({ ...SWITCH, bind_card: on(2) });
    await advance(999);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toEqual({ closable: true, inGame: false });
  });

  it('a prompt that waited for the login opens 1.9 s after it', async () => {
    const { result } = schedule({ ...SWITCH, login_required: on(), domains_switch: on(2) });
    await advance(5000);
    expect(result.current.shown).toBeNull();
    act(() => sessionStore.dispatch({ type: 'loggedIn', session: member }));
    await advance(1899);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toEqual({ closable: true, inGame: false });
  });

  it('closing stores the skip flag and the count; the prompt does not come back', async () => {
    const { result } = schedule({ ...SWITCH, domains_switch: on(2) });
    await advance(2000);
    act(() => result.current.close());
    expect(JSON.parse(sessionStorage.getItem('download_prompt') ?? '')).toEqual({
      skip: true,
      closes: 1,
      forcedShown: false,
    });
    await advance(10_000);
    expect(result.current.shown).toBeNull();
  });

  it('the in-game popup opens at the interval from game start, once per game', async () => {
    const { result } = schedule({ in_game_popup_interval: on(30) });
    act(() => gameStarted());
    await advance(29_999);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toEqual({ closable: true, inGame: true });
    act(() => result.current.close());
    await advance(60_000);
    expect(result.current.shown).toBeNull();
    // A game closed before its interval never gets one.
    act(() => {
      gameEnded();
      gameStarted();
    });
    await advance(10_000);
    act(() => gameEnded());
    await advance(60_000);
    expect(result.current.shown).toBeNull();
  });
});
