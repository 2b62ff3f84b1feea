/** Keeps the document head in step with the route, the language and the site (spec §2, §9). */
import { useEffect } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { useI18n } from '../i18n/i18n';

const loadHead = () => import('./apply-head');

export function usePageHead(path: string, status: SiteStatus | undefined): void {
  const { t, ready } = useI18n();
  useEffect(() => {
    if (ready) void loadHead().then((head) => head.applyHead(path, t));
  }, [path, t, ready]);
  useEffect(() => {
    if (ready && status) void loadHead().then((head) => head.applyManifest(status, t));
  }, [status, t, ready]);
}
