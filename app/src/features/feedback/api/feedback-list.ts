/** GET /wps/v2/feedback (contract/README.md "Feedback"), authorized: the member's entries. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { FeedbackApi, feedbackEntrySchema } from '@wps/contract/feedback';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export const feedbackListCall = defineCall({
  method: 'GET',
  path: FeedbackApi.feedback,
  auth: true,
  value: v.array(feedbackEntrySchema),
});

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (token: string) => [...feedbackKeys.all, 'list', token] as const,
};

export function feedbackListQuery(token: string) {
  return queryOptions({
    queryKey: feedbackKeys.list(token),
    queryFn: () => request(feedbackListCall),
    staleTime: CacheTime.short,
  });
}

export function useFeedbackList(token: string | null) {
  return useQuery({ ...feedbackListQuery(token ?? ''), enabled: !!token });
}
