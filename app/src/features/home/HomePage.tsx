import { lazy, Suspense } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useAfterFirstPaint } from '../../lib/motion/useAfterFirstPaint';
import { Page } from '../../ui/Page';

const HomeContent = lazy(() => import('./HomeContent'));

/** Same boxes as the content, so the page does not move when it arrives (CLS). */
function HomeSkeleton() {
  return (
    <>
      <div className="banner-skeleton" aria-hidden="true" />
      <div className="marquee marquee-skeleton" aria-hidden="true" />
    </>
  );
}

export default function HomePage() {
  const { t } = useI18n();
  // The content chunk is fetched once the frame is on screen: it is not needed to paint it.
  const painted = useAfterFirstPaint();
  return (
    <Page title={t('page.home')}>
      <Suspense fallback={<HomeSkeleton />}>
        {painted ? <HomeContent /> : <HomeSkeleton />}
      </Suspense>
    </Page>
  );
}
