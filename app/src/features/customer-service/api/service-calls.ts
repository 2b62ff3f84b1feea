/**
 * The customer-service calls (spec §7, contract/src/customer-service.ts): the member's list
 * (WPSCORE_getCustomerServiceScript), the list that needs no session (the config call,
 * domainRoute, 10 s like every domain check), the platform chat's launch and its unread count
 * (ModuleId CBS3). Lists and the count fail quietly: the sheet shows its own error state, and a
 * badge that cannot be read is no badge. A failed launch shows the server's message.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ModuleId } from '@wps/contract/module-ids';
import {
  customerServiceListSchema,
  launchChatSchema,
  ServiceApi,
  unreadCountSchema,
  type LaunchChatQuery,
} from '@wps/contract/customer-service';
import { SystemApi, type CustomerService } from '@wps/contract/system';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';
import { Timeout } from '../../../lib/api/timeouts';

/** Spec §9 names no period for the unread count; 30 s like the deposit counts (decided). */
export const UNREAD_POLL_MS = 30_000;

const memberListCall = defineCall({
  method: 'GET',
  path: ServiceApi.customerService,
  auth: true,
  value: customerServiceListSchema,
});

const guestListCall = defineCall({
  method: 'GET',
  path: SystemApi.domainRoute,
  timeoutMs: Timeout.domainCheck,
  value: v.object({ customerService: v.optional(customerServiceListSchema, []) }),
});

const launchChatCall = defineCall({
  method: 'GET',
  path: ServiceApi.launchChat,
  auth: true,
  moduleId: ModuleId.chat,
  value: launchChatSchema,
});

const unreadCountCall = defineCall({
  method: 'GET',
  path: ServiceApi.unreadCount,
  auth: true,
  moduleId: ModuleId.chat,
  value: unreadCountSchema,
});

export const serviceKeys = {
  all: ['service'] as const,
  list: (token: string | null) => [...serviceKeys.all, 'list', token ?? 'guest'] as const,
  unread: (token: string) => [...serviceKeys.all, 'unread', token] as const,
};

/** `token` null: the list that works without a session (a guest, or the site is down). */
export function serviceListQuery(token: string | null) {
  return queryOptions({
    queryKey: serviceKeys.list(token),
    queryFn: (): Promise<CustomerService[]> =>
      token
        ? request(memberListCall, { alert: false })
        : request(guestListCall, { alert: false }).then((value) => value.customerService),
    staleTime: CacheTime.short,
    retry: false,
  });
}

/** A whole count of at least 0, whatever number the server sent. */
export function unreadBadgeCount(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** Refreshed while the page is visible: TanStack pauses a refetchInterval while it is hidden. */
export function unreadQuery(token: string) {
  return queryOptions({
    queryKey: serviceKeys.unread(token),
    queryFn: () =>
      request(unreadCountCall, { alert: false }).then((value) =>
        unreadBadgeCount(value.unReadCount),
      ),
    staleTime: CacheTime.none,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function launchChat(query: LaunchChatQuery): Promise<string> {
  return request(launchChatCall, { query }).then((value) => value.chatUrl);
}
