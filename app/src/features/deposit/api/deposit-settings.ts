/** GET /wps/relay/MCSFE_getDepositSettings (spec §7, contract §3 and "Money"), authorized. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositSettingsSchema, MoneyRelay } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export const depositSettingsCall = defineCall({
  method: 'GET',
  path: `/wps/relay/${MoneyRelay.depositSettings}`,
  auth: true,
  value: depositSettingsSchema,
});

export const depositKeys = {
  all: ['deposit'] as const,
  settings: (token: string) => [...depositKeys.all, 'settings', token] as const,
  order: (orderId: string) => [...depositKeys.all, 'order', orderId] as const,
};

export function depositSettingsQuery(token: string) {
  return queryOptions({
    queryKey: depositKeys.settings(token),
    queryFn: () => request(depositSettingsCall),
    staleTime: CacheTime.short,
  });
}

export function useDepositSettings(token: string | null) {
  return useQuery({ ...depositSettingsQuery(token ?? ''), enabled: !!token });
}
