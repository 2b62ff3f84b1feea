/**
 * An image with a reserved box (width/height give the aspect ratio, so nothing shifts when it
 * arrives), lazy unless it is the first thing on screen, and a labelled fallback when it fails.
 */
import { useState } from 'react';

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
  const style = { aspectRatio: `${width} / ${height}` };
  if (failed) {
    return (
      <span
        className={`lazy-image lazy-image-failed ${className}`.trim()}
        style={style}
        role="img"
        aria-label={alt || fallbackLabel}
      >
        <span aria-hidden="true">{fallbackLabel}</span>
      </span>
    );
  }
  return (
    <img
      className={`lazy-image ${className}`.trim()}
      style={style}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
