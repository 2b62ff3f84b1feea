/** GET /wps/system/status (spec §7, contract §3): the site's state and configuration. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteStatusSchema } from '@wps/contract/status';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../api/call';
import { CacheTime } from '../api/cache';
import { request } from '../api/request';

export const siteStatusCall = defineCall({
  method: 'GET',
  path: Api.systemStatus,
  value: siteStatusSchema,
});

export const siteKeys = {
  all: ['site'] as const,
  status: () => [...siteKeys.all, 'status'] as const,
};

export function fetchSiteStatus() {
  return request(siteStatusCall, {
    query: {
      device: 'MOBILE',
      originalDomain: location.hostname,
      url: location.href.split('?')[0],
      _: Date.now(),
    },
  });
}

export const siteStatusQuery = queryOptions({
  queryKey: siteKeys.status(),
  queryFn: fetchSiteStatus,
  staleTime: CacheTime.long,
});

export function useSiteStatus() {
  return useQuery(siteStatusQuery);
}
