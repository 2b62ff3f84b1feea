/** GET /wps/v2/wallets/withdraw/settings (contract "Money"): available, pending and the limits. */
import { useQuery } from '@tanstack/react-query';
import { MoneyApi, withdrawSettingsSchema } from '@wps/contract/money';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export const withdrawSettingsCall = defineCall({
  method: 'GET',
  path: MoneyApi.withdrawSettings,
  auth: true,
  value: withdrawSettingsSchema,
});

export const withdrawKeys = {
  all: ['withdraw'] as const,
  settings: (token: string) => [...withdrawKeys.all, 'settings', token] as const,
  list: (token: string) => [...withdrawKeys.all, 'list', token] as const,
};

export function useWithdrawSettings(token: string | null) {
  return useQuery({
    queryKey: withdrawKeys.settings(token ?? ''),
    queryFn: () => request(withdrawSettingsCall),
    enabled: !!token,
    // Available money must be the server's of this moment, not of a minute ago.
    staleTime: CacheTime.none,
  });
}
