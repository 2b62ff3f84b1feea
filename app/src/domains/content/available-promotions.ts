/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (contract §3); the site status carries the
 * same object, which is the fallback while this loads or when it fails.
 */
import { useQuery } from '@tanstack/react-query';
import { availablePromotionsSchema, ContentApi } from '@wps/contract/content';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';
import { useSiteStatus } from '../site/status';

export const availablePromotionsCall = defineCall({
  method: 'GET',
  path: ContentApi.availablePromotions,
  value: availablePromotionsSchema,
});

export function useAvailablePromotions() {
  const status = useSiteStatus();
  const query = useQuery({
    queryKey: ['content', 'availablePromotions'],
    queryFn: () => request(availablePromotionsCall, { alert: false }),
    staleTime: CacheTime.long,
  });
  return query.data ?? status.data?.availablePromotions;
}
