/**
 * GET /wps/relay/WPSCORE_getDownloadSetting?domain= (spec §7, contract/src/download.ts): the
 * download-prompt settings of this domain. Asked once per page load; a failure is silent (the
 * prompt is a suggestion, never worth a notice) and leaves every rule off.
 */
import { useQuery } from '@tanstack/react-query';
import {
  DownloadApi,
  downloadSettingsValueSchema,
  readDownloadSettings,
  type DownloadSettings,
} from '@wps/contract/download';
import { defineCall } from '../../../lib/api/call';
import { CacheTime } from '../../../lib/api/cache';
import { request } from '../../../lib/api/request';

export const downloadSettingsCall = defineCall({
  method: 'GET',
  path: DownloadApi.setting,
  value: downloadSettingsValueSchema,
});

export function useDownloadSettings(domain: string) {
  return useQuery({
    queryKey: ['appDownload', 'settings', domain],
    queryFn: async (): Promise<DownloadSettings> =>
      readDownloadSettings(
        await request(downloadSettingsCall, { query: { domain }, alert: false }),
      ),
    staleTime: CacheTime.long,
    retry: false,
  });
}
