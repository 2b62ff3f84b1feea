/**
 * The scrolling news line (spec §2, §9 "Marquee 60 frames per second"). A CSS transform
 * animation runs on the compositor at the display's rate (60 fps on most phones) without
 * main-thread work per frame; its duration follows the text length for a steady speed. Paused
 * while off screen (and by the browser while the page is hidden); with reduced motion it stands
 * still and wraps instead.
 */
import { Fragment, useEffect, useRef, type CSSProperties } from 'react';
import type { Marquee as MarqueeItem } from '@wps/contract/content';
import { useI18n } from '../../lib/i18n/i18n';

const PIXELS_PER_SECOND = 48;
const SEPARATOR = '   •   ';

export function Marquee({ items }: { items: MarqueeItem[] }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const text = items.map((item) => item.content).join(SEPARATOR);

  useEffect(() => {
    const element = box.current;
    const track = element?.firstElementChild as HTMLElement | null;
    if (!element || !track) return;
    // Measured once the browser has laid the text out, never by forcing that layout here: read
    // in this effect, the layout of all of home's content ran inside React's commit task, the
    // longest task of a first visit on a slow phone. A new width (the phone turned)
    // measures again. Distance = box + text, at a fixed speed.
    const measure = () => {
      const distance = element.clientWidth + track.scrollWidth;
      // Text enters where reading starts: from the right in left-to-right scripts, from the
      // left in right-to-left ones (Urdu), whose track sits at the box's right edge.
      const rtl = getComputedStyle(element).direction === 'rtl';
      const from = rtl ? -element.clientWidth : element.clientWidth;
      const to = rtl ? track.scrollWidth : -track.scrollWidth;
      element.style.setProperty('--marquee-from', `${from}px`);
      element.style.setProperty('--marquee-to', `${to}px`);
      element.style.setProperty('--marquee-duration', `${distance / PIXELS_PER_SECOND}s`);
    };
    const sizes = new ResizeObserver(measure);
    sizes.observe(element);
    sizes.observe(track);
    const observer = new IntersectionObserver(([entry]) => {
      element.dataset.paused = entry?.isIntersecting === false ? 'true' : 'false';
    });
    observer.observe(element);
    return () => {
      sizes.disconnect();
      observer.disconnect();
    };
  }, [text]);

  if (!text) return null;
  return (
    <section className="marquee" aria-label={t('home.marquee')}>
      {/* A drawn megaphone, not the emoji: the emoji's font fallback cost a first visit 10 ms of
          layout on a desktop, and a phone the load of its colour-emoji font. */}
      <svg
        className="marquee-icon"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 10v4h3l6 4V6l-6 4zm13-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12" />
      </svg>
      <div
        className="marquee-box"
        ref={box}
        style={{ '--marquee-duration': '0s' } as CSSProperties}
      >
        <div className="marquee-track" data-testid="marquee">
          {/* Each line in its own direction (a merchant's English line in the Urdu page keeps
              its "!" at its end); the track still runs the page's way. */}
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 ? SEPARATOR : null}
              <bdi>{item.content}</bdi>
            </Fragment>
          ))}
        </div>
      </div>
    </section>
  );
}
