/** GET /wps/member/info (spec §7, contract §3), authorized. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberInfoSchema } from '@wps/contract/member';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../api/call';
import { CacheTime } from '../api/cache';
import { request } from '../api/request';

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
