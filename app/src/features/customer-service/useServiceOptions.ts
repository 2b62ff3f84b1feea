/**
 * The options of the customer-service sheet: the platform chat (chat-access.ts) and the list
 * (service-list.ts). A member on a site that is up gets WPSCORE_getCustomerServiceScript filtered
 * by the VIP label of member info; a guest, or anyone while the site is down, gets the list of
 * the config call, which needs no session.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemberInfo } from '../../domains/member/member-info';
import { useSession } from '../../lib/session/store';
import { serviceListQuery } from './api/service-calls';
import { platformChat, serviceOptions, type PlatformChat, type ServiceOption } from './chat-access';
import { serviceList } from './service-list';
import { useChatContext } from './useChatContext';

type Common = { chat: PlatformChat; retry: () => void };
export type ServiceOptions = Common &
  ({ status: 'loading' } | { status: 'error' } | { status: 'ready'; options: ServiceOption[] });

export function useServiceOptions(): ServiceOptions {
  const ctx = useChatContext();
  const { session } = useSession();
  const token = session && ctx.siteUp ? session.token : null;
  const info = useMemberInfo(token);
  const list = useQuery(serviceListQuery(token));
  const chat = platformChat(ctx);
  const retry = () => void list.refetch();
  // The label decides which entries show; a member info that fails counts as no label.
  if (list.isPending || (token && info.isPending)) {
    return { status: 'loading', chat, retry };
  }
  if (list.isError) return { status: 'error', chat, retry };
  const entries = serviceList(list.data, info.data?.clubLabel?.labelId);
  return { status: 'ready', chat, options: serviceOptions(chat, entries), retry };
}
