/**
 * Performs a download step (links.ts). Links open in a new tab: the APK downloads there and the
 * store or profile opens there, while this page keeps its state and can still show the iOS
 * tips. A tap is a user gesture, so the tab is not blocked; the profile of older iOS opens from
 * the button of app_goto_setting, again a gesture.
 * The tips show as a global notice (the overlay queue decides when), unless the caller shows them
 * itself: the download prompt does, inside its own dialog, which also works over a game.
 */
import type { AndroidDownloadBridge } from '@wps/contract/download';
import { overlays } from '../../lib/overlays/overlays';
import { downloadStep, type DownloadLinks, type DownloadStep } from './links';
import type { Platform } from '../../lib/device/platform';

export function bridgeDownloads(): boolean {
  const bridge = (window as Window & { WpsNativeBridge?: AndroidDownloadBridge }).WpsNativeBridge;
  return typeof bridge?.downloadApp === 'function';
}

export function stepFor(platform: Platform, links: DownloadLinks): DownloadStep {
  return downloadStep(platform, links, bridgeDownloads());
}

export function openLink(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** What is left to show after the step ran: nothing, the iOS 17 tips, or app_goto_setting. */
export type AfterStep = { kind: 'done' } | { kind: 'tips' } | { kind: 'confirm'; url: string };

export function runStep(step: DownloadStep): AfterStep {
  switch (step.kind) {
    case 'native':
      (
        window as Window & { WpsNativeBridge?: AndroidDownloadBridge }
      ).WpsNativeBridge?.downloadApp?.(step.url);
      return { kind: 'done' };
    case 'open':
      openLink(step.url);
      return { kind: 'done' };
    case 'profile':
      openLink(step.url);
      return { kind: 'tips' };
    case 'confirmProfile':
      return { kind: 'confirm', url: step.url };
    case 'none':
      return { kind: 'done' };
  }
}

/** The whole flow with the tips as global notices (bar, home button, go-button). */
export function startAppDownload(step: DownloadStep): void {
  const after = runStep(step);
  if (after.kind === 'tips') {
    overlays.open({
      kind: 'notice',
      id: 'app-download-tips',
      title: { key: 'appDownload.tipsTitle' },
      message: { key: 'appDownload.ios17DownloadTips' },
    });
  } else if (after.kind === 'confirm') {
    overlays.open({
      kind: 'notice',
      id: 'app-download-setting',
      title: { key: 'appDownload.tipsTitle' },
      message: { key: 'appDownload.appGotoSetting' },
      confirm: { key: 'appDownload.downloadProfile' },
      onConfirm: () => openLink(after.url),
    });
  }
}
