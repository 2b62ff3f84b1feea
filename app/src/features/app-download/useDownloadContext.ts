/**
 * What every part of the app-download host reads: the platform, the site's download links,
 * whether the app is offered here, and the download settings of this domain (null while they
 * are on their way; a failed call counts as no settings, so nothing waits for it forever).
 */
import { useMemo } from 'react';
import type { DownloadSettings } from '@wps/contract/download';
import type { SiteStatus } from '@wps/contract/status';
import { downloadLinks, offersApp, type DownloadLinks } from '../../domains/app-download/links';
import { readPlatform, type Platform } from '../../lib/device/platform';
import { appModeIn } from '../../lib/router/carry-params';
import { useDownloadSettings } from './api/download-settings';

export type DownloadContext = {
  status: SiteStatus;
  platform: Platform;
  links: DownloadLinks;
  offered: boolean;
  settings: DownloadSettings | null;
  /** The icon the bar and the prompt show: AppDownloadIcon, else the site's own. */
  icon: string;
  /** The APP_DOWNLOAD promotion is enabled (spec §2: the gift). */
  gift: boolean;
};

const NO_SETTINGS: DownloadSettings = {};

export function useDownloadContext(status: SiteStatus): DownloadContext {
  const query = useDownloadSettings(location.hostname);
  const base = useMemo(() => {
    const platform = readPlatform();
    const links = downloadLinks(status.resources);
    return {
      platform,
      links,
      offered: offersApp(platform, links, appModeIn(location.search)),
      icon: links.icon ?? `${import.meta.env.BASE_URL}icon.svg`,
    };
  }, [status.resources]);
  return {
    ...base,
    status,
    settings: query.data ?? (query.isError ? NO_SETTINGS : null),
    gift: status.availablePromotions.APP_DOWNLOAD.enabled,
  };
}
