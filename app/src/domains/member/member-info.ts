/** GET /wps/member/info (spec §7, contract §3), authorized. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { memberInfoSchema, type MemberInfo } from '@wps/contract/member';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';
import type { SessionEvent } from '../../lib/session/reducer';
import { sessionStore } from '../../lib/session/store';

export const memberInfoCall = defineCall({
  method: 'GET',
  path: Api.memberInfo,
  auth: true,
  value: memberInfoSchema,
});

export const memberKeys = {
  all: ['member'] as const,
  info: (token: string) => [...memberKeys.all, 'info', token] as const,
};

export function memberInfoQuery(token: string) {
  return queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: () => request(memberInfoCall),
    // Fresh on every visit of the account page: type, label and name can change server-side.
    staleTime: CacheTime.none,
  });
}

export function useMemberInfo(token: string | null) {
  return useQuery({ ...memberInfoQuery(token ?? ''), enabled: !!token });
}

/** What member info adds to the session: id, name and member type. */
export function memberLoaded(info: MemberInfo): SessionEvent {
  const { id, customerId, userName, type } = info;
  return { type: 'memberLoaded', id: id ?? customerId ?? null, userName, memberType: type };
}

/**
 * A token adopted from the address bar (spec §2 ?token=) arrives bare, without name or type.
 * Loading member info at once makes it a whole session on every page: the member's
 * announcements, the agent link's affiliate code and the type-4 language rule. A failed call
 * leaves the bare session; the request layer already handles a dead token.
 * @public Called through a dynamic import (app/RouteGuard.tsx).
 */
export async function completeSession(queryClient: QueryClient, token: string): Promise<void> {
  const info = await queryClient.fetchQuery(memberInfoQuery(token)).catch(() => null);
  if (info && sessionStore.get().session?.token === token) {
    sessionStore.dispatch(memberLoaded(info));
  }
}
