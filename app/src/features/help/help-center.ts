/** GET /wps/system/helpCenter (contract §3): the help centre's questions and HTML answers. */
import { useQuery } from '@tanstack/react-query';
import { ContentApi, helpCenterSchema } from '@wps/contract/content';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { request } from '../../lib/api/request';
import { useI18n } from '../../lib/i18n/i18n';

export const helpCenterCall = defineCall({
  method: 'GET',
  path: ContentApi.helpCenter,
  value: helpCenterSchema,
});

export function useHelpCenter() {
  return useQuery({
    queryKey: ['content', 'helpCenter', useI18n().language],
    queryFn: () => request(helpCenterCall, { alert: false }),
    staleTime: CacheTime.long,
  });
}
