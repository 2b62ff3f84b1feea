import { lazy, Suspense } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';

// Started at once, not when React first renders it: the chunk and the content call overlap.
const loadContent = () => import('./HomeContent');
const contentChunk = loadContent();
const HomeContent = lazy(() => contentChunk.catch(loadContent));

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
  return (
    <Page title={t('page.home')}>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeContent />
      </Suspense>
    </Page>
  );
}
