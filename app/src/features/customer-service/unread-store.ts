/**
 * The platform chat's unread count (spec §3 unReadCount) as the badges read it: kept by the poll
 * (useUnreadPoll.ts), set to 0 when the chat opens (useChatOpener.ts). 0 shows no badge.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

const unread = createStore<number, number>(0, (_, count) => count);

export const setUnreadCount = (count: number): void => unread.dispatch(count);

export function useUnreadCount(): number {
  return useSyncExternalStore(unread.subscribe, unread.get, unread.get);
}
