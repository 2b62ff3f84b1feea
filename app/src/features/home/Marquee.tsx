/**
 * The scrolling news line (spec §2, §9 "Marquee 60 frames per second"): moved with
 * requestAnimationFrame at a steady speed per second, so it runs at the display's rate (60 fps on
 * most phones). Paused while the page is hidden or off screen; with reduced motion it stands
 * still and wraps instead.
 */
import { useEffect, useRef } from 'react';
import type { Marquee as MarqueeItem } from '@wps/contract/content';
import { useI18n } from '../../lib/i18n/i18n';

const PIXELS_PER_SECOND = 48;

export function Marquee({ items }: { items: MarqueeItem[] }) {
  const { t } = useI18n();
  const track = useRef<HTMLDivElement>(null);
  const text = items.map((item) => item.content).join('   •   ');

  useEffect(() => {
    const element = track.current;
    const box = element?.parentElement;
    if (!element || !box || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let visible = true;
    let offset = 0;
    let last = 0;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => (visible = entry?.isIntersecting ?? true),
    );
    observer.observe(box);
    const tick = (time: number) => {
      const elapsed = last ? Math.min(time - last, 100) : 0;
      last = time;
      if (visible && document.visibilityState === 'visible') {
        offset += (elapsed / 1000) * PIXELS_PER_SECOND;
        if (offset > element.scrollWidth) offset = -box.clientWidth;
        // Logical direction: in right-to-left layouts the text runs the other way.
        const sign = getComputedStyle(box).direction === 'rtl' ? 1 : -1;
        element.style.transform = `translateX(${sign * offset}px)`;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [text]);

  if (!text) return null;
  return (
    <section className="marquee" aria-label={t('home.marquee')}>
      <span className="marquee-icon" aria-hidden="true">
        📢
      </span>
      <div className="marquee-box">
        <div className="marquee-track" ref={track} data-testid="marquee">
          {text}
        </div>
      </div>
    </section>
  );
}
