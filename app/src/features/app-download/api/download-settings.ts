/**
 * GET /wps/relay/WPSCORE_getDownloadSetting?domain= (spec §7, contract/src/download.ts): the
 * download-prompt settings of this domain. The operator's configuration, the same for every
 * player: asked once a session (kept in sessionStorage for CacheTime.long), not on every page
 * load, where it would cost each page a call of its budget (/m/member/home: at most 5). A new
 * session sees the operator's changes. A failure is silent (the prompt is a suggestion, never
 * worth a notice) and leaves every rule off.
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
import { readSessionStored, writeSessionStored } from '../../../lib/storage/storage';

function kept(domain: string) {
  const stored = readSessionStored('download_settings');
  const fresh = stored && stored.domain === domain && Date.now() - stored.at < CacheTime.long;
  return fresh ? stored : undefined;
}

export const downloadSettingsCall = defineCall({
  method: 'GET',
  path: DownloadApi.setting,
  value: downloadSettingsValueSchema,
});

export function useDownloadSettings(domain: string) {
  return useQuery({
    queryKey: ['appDownload', 'settings', domain],
    queryFn: async (): Promise<DownloadSettings> => {
      const raw = await request(downloadSettingsCall, { query: { domain }, alert: false });
      writeSessionStored('download_settings', { domain, at: Date.now(), raw });
      return readDownloadSettings(raw);
    },
    initialData: () => {
      const stored = kept(domain);
      return stored ? readDownloadSettings(stored.raw) : undefined;
    },
    initialDataUpdatedAt: () => kept(domain)?.at,
    staleTime: CacheTime.long,
    retry: false,
  });
}
