import { lazy, Suspense } from 'react';
import { withQueryClient } from '../../lib/api/with-query-client';
import { useI18n } from '../../lib/i18n/i18n';
import { useAfterFirstPaint } from '../../lib/paint/useAfterFirstPaint';
import { Page } from '../../ui/Page';
import { HomeSkeleton } from './HomeSkeleton';

// Its chunk (and with it the content call, and the first banner: the page's largest paint) is
// asked for as soon as this page's chunk runs, not after the first frame: index.html's shell has
// painted already, and after that frame it would queue behind the after-paint overlays' chunks.
const content = withQueryClient(() => import('./HomeContent'))();
// A chunk that fails to come is shown by the page's error boundary when drawn, never as an
// unhandled rejection before that.
content.catch(() => undefined);
const HomeContent = lazy(() => content);
// The content call goes as soon as its headers are known, not when that chunk and its 16
// dependencies have come: the first banner is the page's largest paint. This chunk
// runs with the entry on home (app/routes.tsx).
void import('../../domains/content/announcements-call').then((m) => m.startAnnouncements());

export default function HomePage() {
  const { t } = useI18n();
  // The content is drawn once the page's frame is on screen: it is not needed to paint it.
  const painted = useAfterFirstPaint();
  return (
    <Page title={t('page.home')}>
      <Suspense fallback={<HomeSkeleton />}>
        {painted ? <HomeContent /> : <HomeSkeleton />}
      </Suspense>
    </Page>
  );
}
