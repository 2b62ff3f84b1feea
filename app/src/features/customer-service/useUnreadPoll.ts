/**
 * Keeps the badges' unread count (unread-store.ts) while the page is visible: asked
 * only for a member who may chat (chat-access.ts pollsUnread: never for guests, type 4 or with
 * CBS3 off), every UNREAD_POLL_MS, paused by TanStack while the page is hidden, and once more
 * when it shows again (refetchOnWindowFocus). 0 whenever it is not asked.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setUnreadCount } from './unread-store';
import { useSession } from '../../lib/session/store';
import { unreadQuery } from './api/service-calls';
import { pollsUnread } from './chat-access';
import { useChatContext } from './useChatContext';

export function useUnreadPoll(): number {
  const token = useSession().session?.token ?? null;
  const ctx = useChatContext();
  const enabled = !!token && pollsUnread(ctx);
  const { data } = useQuery({ ...unreadQuery(token ?? ''), enabled });
  const count = enabled ? (data ?? 0) : 0;
  useEffect(() => setUnreadCount(count), [count]);
  return count;
}
