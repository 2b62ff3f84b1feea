/**
 * The app-download entry points outside the prompt (home button, APP_DOWNLOAD go-button):
 * whether the app is offered here and the one flow a tap starts (links.ts, start-download.ts).
 */
import { useMemo } from 'react';
import { useSiteStatus } from '../site/status';
import { downloadLinks, offersApp, type DownloadLinks } from './links';
import { appModeIn } from '../../lib/router/carry-params';
import { readPlatform, type Platform } from '../../lib/device/platform';
import { startAppDownload, stepFor } from './start-download';

export type AppOffer = {
  platform: Platform;
  links: DownloadLinks;
  /** Shown at all: not in the native app, an installed web app or app mode; a link exists. */
  offered: boolean;
  start: () => void;
};

export function useAppOffer(): AppOffer {
  const status = useSiteStatus();
  const resources = status.data?.resources;
  return useMemo(() => {
    const platform = readPlatform();
    const links = downloadLinks(resources ?? []);
    return {
      platform,
      links,
      offered: offersApp(platform, links, appModeIn(location.search)),
      start: () => startAppDownload(stepFor(platform, links)),
    };
  }, [resources]);
}
