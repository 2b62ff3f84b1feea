/**
 * Whether the announcement popup shows (spec §4), as a pure function of the list, the login
 * state, the stored per-user state and the clock. Rules:
 * - audience: guests see execution B; members A, plus F on their first login;
 * - an empty list never shows;
 * - content whose title+content hash was not seen before always shows (it revives a closed or
 *   hidden popup);
 * - otherwise 'hide today' holds until the next local midnight, after which it shows again;
 * - otherwise the stored show flag decides: closing sets it false.
 * "For that type" (spec §4): the state is kept per user (spec §3), and a user's announcements are
 * of one type, B for guests (stored under '') and A/F for a member, so a close by the guest never
 * hides the member's popup nor the other way round.
 */
import type { Announcement } from '@wps/contract/content';

export type PopupState = { show: boolean; hashes: string[]; todayHideTime: number | null };
export const NEW_POPUP_STATE: PopupState = { show: true, hashes: [], todayHideTime: null };

export type Audience = { loggedIn: boolean; firstLogin: boolean };

export function forAudience(list: readonly Announcement[], audience: Audience): Announcement[] {
  return list.filter((item) =>
    audience.loggedIn
      ? item.execution === 'A' || (item.execution === 'F' && audience.firstLogin)
      : item.execution === 'B',
  );
}

/** FNV-1a over title + content, as 8 hex digits: enough to tell content apart, cheap to store. */
export function contentHash(item: Pick<Announcement, 'title' | 'content'>): string {
  let hash = 0x811c9dc5;
  const text = `${item.title}\u0000${item.content}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The first local midnight after `time`. */
export function nextLocalMidnight(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

export type Decision = { show: boolean; items: Announcement[]; hashes: string[] };

export function decideAnnouncements(
  list: readonly Announcement[],
  audience: Audience,
  state: PopupState,
  now: number,
): Decision {
  const items = forAudience(list, audience);
  const hashes = items.map(contentHash);
  if (items.length === 0) return { show: false, items, hashes };
  const hasNew = hashes.some((hash) => !state.hashes.includes(hash));
  if (hasNew) return { show: true, items, hashes };
  if (state.todayHideTime !== null) {
    return { show: now >= nextLocalMidnight(state.todayHideTime), items, hashes };
  }
  return { show: state.show, items, hashes };
}

export type CloseChoice = 'close' | 'doNotShowAgain' | 'hideToday';

/**
 * The state after the player closes the popup (spec §4): closing, with or without 'do not show
 * this popup again', sets show false and remembers the content seen, so only new content revives
 * it; 'hide today' remembers the time instead, and it shows again after local midnight.
 */
export function afterClose(hashes: string[], choice: CloseChoice, now: number): PopupState {
  if (choice === 'hideToday') return { show: true, hashes, todayHideTime: now };
  return { show: false, hashes, todayHideTime: null };
}
