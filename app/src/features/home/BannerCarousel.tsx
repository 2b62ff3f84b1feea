/**
 * Home banners (spec §2): a swipeable strip with scroll snap, previous/next, autoplay every 5 s
 * (paused when hidden or with reduced motion). A tap goes through the banner click router.
 */
import { useRef, useState } from 'react';
import type { Banner } from '@wps/contract/content';
import { bannerDestination } from '../../domains/content/banner-route';
import { useFollowDestination, useLinkContext } from '../../domains/content/useDestination';
import { useI18n } from '../../lib/i18n/i18n';
import { useAutoplay } from '../../lib/paint/useAutoplay';
import { useSiteStatus } from '../../domains/site/status';
import { LazyImage } from '../../ui/LazyImage';

export const BANNER_WIDTH = 720;
export const BANNER_HEIGHT = 300;
const AUTOPLAY_MS = 5000;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useI18n();
  const status = useSiteStatus();
  const linkContext = useLinkContext();
  const follow = useFollowDestination();
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  const show = (next: number) => {
    const wrapped = (next + banners.length) % banners.length;
    setIndex(wrapped);
    const slide = strip.current?.children[wrapped] as HTMLElement | undefined;
    strip.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
  };
  useAutoplay(banners.length > 1, AUTOPLAY_MS, () => show(index + 1), index);
  // A swipe scrolls the strip without `show`: take the slide it settled on, so the counter and
  // the next autoplay step follow it. Slides are one strip wide (the 8 px gap rounds away).
  const settled = (strip: HTMLElement) =>
    setIndex(Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth));

  const open = (banner: Banner) =>
    follow(
      bannerDestination(banner, {
        ...linkContext,
        beforeLoginGoRegister: status.data?.beforeLoginGoRegister ?? false,
      }),
    );

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
    >
      <ul
        className="banner-strip"
        ref={strip}
        onScrollEnd={(event) => settled(event.currentTarget)}
      >
        {banners.map((banner, i) => (
          <li key={banner.bannerId} className="banner-slide" aria-roledescription="slide">
            <button
              type="button"
              className="banner-button"
              onClick={() => open(banner)}
              data-banner-id={banner.bannerId}
            >
              <LazyImage
                src={banner.url}
                alt={banner.title ?? ''}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                // The first slide is home's largest paint: eager, high priority. The
                // others wait until they come near the screen.
                eager={i === 0}
                fallbackLabel={t('image.unavailable')}
              />
            </button>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <div className="banner-controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.previous')}
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="muted small" aria-live="polite">
            {index + 1} / {banners.length}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.next')}
            onClick={() => show(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
