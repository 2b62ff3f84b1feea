/**
 * GET /wps/relay/MCSFE_getListAnnouncements (contract §3): one request for every type, so the
 * popup, home, activity and news share one cached answer. No authorization (spec §6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementsSchema, ContentApi } from '@wps/contract/content';
import { defineCall } from '../api/call';
import { CacheTime } from '../api/cache';
import { request } from '../api/request';

export const announcementsCall = defineCall({
  method: 'GET',
  path: ContentApi.announcements,
  value: announcementsSchema,
});

export const contentKeys = {
  all: ['content'] as const,
  announcements: () => [...contentKeys.all, 'announcements'] as const,
};

export function announcementsQuery() {
  return queryOptions({
    queryKey: contentKeys.announcements(),
    // A failed content call leaves the area empty; it is not worth an alert (spec §7 alert flag).
    queryFn: () =>
      request(announcementsCall, { query: { types: 'A,B,M,N,PR', platform: 'M' }, alert: false }),
    staleTime: CacheTime.long,
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQuery());
}
