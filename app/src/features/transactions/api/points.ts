/**
 * GET /wps/v2/points/transactions?days=&page=&size= (contract/src/loyalty.ts), authorized: the
 * points ledger newest first, a page at a time, as the money ledger is paged.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { LoyaltyApi, pointsPageSchema, type POINTS_ENTRY_TYPES } from '@wps/contract/loyalty';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';
import { loyaltyKeys } from '../../../domains/loyalty/keys';
import { PAGE_SIZE } from './transactions';

export type PointsEntryType = (typeof POINTS_ENTRY_TYPES)[number];
export type PointsPage = v.InferOutput<typeof pointsPageSchema>;

export const pointsCall = defineCall({
  method: 'GET',
  path: LoyaltyApi.points,
  auth: true,
  value: pointsPageSchema,
});

export function pointsQuery(token: string, days: number) {
  return infiniteQueryOptions({
    queryKey: loyaltyKeys.points(token, days),
    queryFn: ({ pageParam }) =>
      request(pointsCall, { query: { days, page: pageParam, size: PAGE_SIZE } }),
    initialPageParam: 1,
    // The next page while fewer than the total have come.
    getNextPageParam: (last: PointsPage, pages: PointsPage[]) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? pages.length + 1
        : undefined,
    staleTime: CacheTime.short,
  });
}

export function usePoints(token: string | null, days: number) {
  return useInfiniteQuery({ ...pointsQuery(token ?? '', days), enabled: !!token });
}
