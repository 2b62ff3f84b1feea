/** GET /wps/system/country?_={merchant} (spec §7): the dialling codes; cached for the session. */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { countrySchema } from '@wps/contract/status';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { requestMerchant } from '../../lib/api/context';
import { request } from '../../lib/api/request';

export const countriesCall = defineCall({
  method: 'GET',
  path: '/wps/system/country',
  value: v.array(countrySchema),
});

export function useCountries() {
  return useQuery({
    queryKey: ['site', 'countries'],
    queryFn: () =>
      request(countriesCall, {
        query: { _: requestMerchant() ?? '' },
        cache: 'session',
        alert: false,
      }),
    staleTime: CacheTime.long,
  });
}

/** A flag from the two-letter country code, as regional-indicator emoji (no image requests). */
export function flagOf(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
