/**
 * The session's clock rules: when the next reality check is due, how the elapsed
 * session time is written, and when the day's session-time limit is reached. Pure functions of
 * epoch milliseconds on the server's clock: the caller adds its skew (`serverSkew`), because a
 * phone's clock may be minutes off while the login time and the limit are the server's.
 */
import type { SaferGamblingState } from '@wps/contract/safer-gambling';

const MINUTE_MS = 60_000;

/** Server time minus this device's time, from a state read at `readAt` (this device's clock). */
export function serverSkew(state: SaferGamblingState, readAt: number): number {
  return Date.parse(state.now) - readAt;
}

/**
 * The latest check due at `now`: the checks fall at start + k × interval (k ≥ 1); null before
 * the first. A check is shown when it is later than the last one the member answered.
 */
export function dueCheck(startedAt: number, intervalMinutes: number, now: number): number | null {
  const interval = intervalMinutes * MINUTE_MS;
  if (interval <= 0 || now < startedAt + interval) return null;
  return startedAt + Math.floor((now - startedAt) / interval) * interval;
}

/** When the check after `now` falls (to set one timer, not to poll). */
export function nextCheckAt(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((now - startedAt) / interval));
  return startedAt + (passed + 1) * interval;
}

/** Elapsed time as m:ss, or h:mm:ss from an hour on (never negative). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whole minutes elapsed (the reality check's sentence counts minutes). */
export function elapsedMinutes(ms: number): number {
  return Math.max(0, Math.floor(ms / MINUTE_MS));
}

/**
 * When the day's session time reaches its limit (server clock), or null without one. The server
 * counts whole minutes from the login (or from the day's start when the login was before it):
 * when the session is the whole of the day's use the moment is exact (login + limit), otherwise
 * it is taken from the minutes counted at `state.now`.
 */
export function sessionLimitAt(state: SaferGamblingState): number | null {
  const limit = state.limits.find((entry) => entry.kind === 'SESSION_TIME');
  if (!limit || limit.value === null) return null;
  const now = Date.parse(state.now);
  const startedAt = Date.parse(state.session.startedAt);
  const sinceLogin = now - startedAt;
  const wholeDay = elapsedMinutes(sinceLogin) === limit.used;
  const base = wholeDay ? startedAt : now - limit.used * MINUTE_MS;
  return base + limit.value * MINUTE_MS;
}

/** True once the day's session time has reached its limit at `now` (server clock). */
export function sessionLimitReached(state: SaferGamblingState, now: number): boolean {
  const at = sessionLimitAt(state);
  return at !== null && now >= at;
}
