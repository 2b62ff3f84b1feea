/**
 * An image with a reserved box (width/height give the aspect ratio, so nothing shifts when it
 * arrives) and a labelled fallback when it fails. Eager for the first thing on screen; otherwise
 * it loads once it comes within 100 px of the viewport and has stayed there 150 ms (spec §9:
 * threshold 100, delay 150 ms), so a fast swipe past a strip of banners downloads none of them.
 */
import { useEffect, useRef, useState } from 'react';

export const LAZY_THRESHOLD_PX = 100;
export const LAZY_DELAY_MS = 150;

function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let timer = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = window.setTimeout(() => setNear(true), LAZY_DELAY_MS);
      },
      { rootMargin: `${LAZY_THRESHOLD_PX}px` },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [enabled]);
  return { ref, near };
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  eager = false,
  fallbackLabel,
  className = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  fallbackLabel: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const { ref, near } = useNearViewport(!eager);
  const style = { aspectRatio: `${width} / ${height}` };
  const classes = `lazy-image ${className}`.trim();
  if (failed || !near) {
    return (
      <span
        ref={ref}
        className={failed ? `${classes} lazy-image-failed` : classes}
        style={style}
        // A decorative image (no alt, no fallback text) stays out of the accessibility tree.
        {...(alt || fallbackLabel
          ? { role: 'img', 'aria-label': alt || fallbackLabel }
          : { 'aria-hidden': true })}
      >
        {failed ? <span aria-hidden="true">{fallbackLabel}</span> : null}
      </span>
    );
  }
  return (
    <img
      className={classes}
      style={style}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      // The first thing on screen is usually the largest paint (LCP): asked for first.
      loading={eager ? 'eager' : undefined}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
