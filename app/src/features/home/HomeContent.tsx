/**
 * Home's server content: banners, marquee, buttons and the welcome popups. A lazy chunk so that
 * the first paint only carries the page frame; the frame reserves the banner's box, so nothing
 * shifts when this arrives.
 */
import { HOME_BANNER_GROUP } from '@wps/contract/content';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAnnouncements } from '../../domains/content/announcements';
import { startAnnouncements } from '../../domains/content/announcements-call';
import { markMainContentShownOnScreen } from '../../lib/paint/main-content';
import { BannerCarousel } from './BannerCarousel';
import { GameLanesPreview } from './GameLanesPreview';
import { HomeActions } from './HomeActions';
import { HomeSkeleton } from './HomeSkeleton';
import { useRememberLcpImage } from './lcp-image';
import { Marquee } from './Marquee';
import { MatchesLane } from './MatchesLane';
import { WelcomePopups } from './WelcomePopups';
import { WELCOME_PATHS } from './welcome-popups';
import '../../styles/content.css';

void startAnnouncements();

export default function HomeContent() {
  const content = useAnnouncements();
  const [path] = useLocation();
  const banners = content.data?.banners ?? [];
  const homeBanners = banners.filter((banner) => banner.groupName === HOME_BANNER_GROUP);
  // The first banner is the page's largest paint: the next visit preloads it.
  useRememberLcpImage(content.data ? (homeBanners[0]?.url ?? null) : undefined);
  // Drawn and on screen, or failed: the after-paint overlays may come now (lib/paint/
  // main-content).
  const settled = !content.isPending;
  useEffect(() => (settled ? markMainContentShownOnScreen() : undefined), [settled]);
  return (
    <>
      {content.isPending ? (
        <HomeSkeleton />
      ) : (
        <>
          {homeBanners.length > 0 ? <BannerCarousel banners={homeBanners} /> : null}
          <Marquee items={content.data?.player ?? []} />
        </>
      )}
      <HomeActions />
      <MatchesLane />
      <GameLanesPreview />
      {WELCOME_PATHS.includes(path) && content.data ? <WelcomePopups banners={banners} /> : null}
    </>
  );
}
