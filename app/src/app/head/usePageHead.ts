/** Keeps the document head in step with the route, the language and the site (spec §2, §9). */
import { useEffect } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { useI18n } from '../../lib/i18n/i18n';
import { useMainContentShown } from '../../lib/paint/main-content';

const loadHead = () => import('./apply-head');

export function usePageHead(path: string, status: SiteStatus | undefined): void {
  const { t, ready } = useI18n();
  // The manifest makes the browser fetch its icons: not in front of the page's largest paint; nor
  // the head writer's chunk, a request that came after the entry's (index.html has a title).
  const contentShown = useMainContentShown();
  useEffect(() => {
    if (ready && contentShown) void loadHead().then((head) => head.applyHead(path, t));
  }, [path, t, ready, contentShown]);
  useEffect(() => {
    if (ready && status && contentShown)
      void loadHead().then((head) => head.applyManifest(status, t));
  }, [status, t, ready, contentShown]);
}
