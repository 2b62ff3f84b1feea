import { lazy, Suspense } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useAfterFirstPaint } from '../../lib/motion/useAfterFirstPaint';
import { Page } from '../../ui/Page';
import { HomeSkeleton } from './HomeSkeleton';

const HomeContent = lazy(() => import('./HomeContent'));

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
