/**
 * The merchant's safer-gambling settings (contract/README.md "Safer gambling"): which
 * tools the site offers, the help organisation, the licence text. Public (no session): the
 * registration warning needs it before any login. Read after the first paint by the hosts that
 * draw something from it; with every tool off nothing is drawn and the product is as before.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SaferGamblingApi,
  saferGamblingSettingsSchema,
  type SaferGamblingSettings,
} from '@wps/contract/safer-gambling';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';

export const saferGamblingSettingsCall = defineCall({
  method: 'GET',
  path: SaferGamblingApi.settings,
  value: saferGamblingSettingsSchema,
});

export const saferGamblingKeys = {
  all: ['saferGambling'] as const,
  settings: () => [...saferGamblingKeys.all, 'settings'] as const,
  state: (token: string) => [...saferGamblingKeys.all, 'state', token] as const,
};

export const saferGamblingSettingsQuery = queryOptions({
  queryKey: saferGamblingKeys.settings(),
  // A failure is nobody's business but ours: the page simply shows no safer-gambling parts.
  queryFn: () => request(saferGamblingSettingsCall, { alert: false }),
  staleTime: CacheTime.long,
  retry: 1,
});

export function useSaferGamblingSettings() {
  return useQuery(saferGamblingSettingsQuery);
}

/** Whether the site offers anything at all: with every tool off the product looks as before. */
export function offersSaferGambling(settings: SaferGamblingSettings | undefined): boolean {
  return !!settings && Object.values(settings.tools).some(Boolean);
}
