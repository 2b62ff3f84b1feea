/** Keeps <link rel="manifest"> on the merchant's manifest (spec §3, §9). */
import { useEffect } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { useI18n } from '../i18n/i18n';
import { manifestHref } from './manifest';

export function useManifestLink(status: SiteStatus | undefined): void {
  const { t, ready } = useI18n();
  useEffect(() => {
    if (!status || !ready) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = manifestHref(status, t('app.name'), location.origin, Date.now());
  }, [status, t, ready]);
}
