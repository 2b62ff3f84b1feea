/**
 * A game icon: fixed size (no layout shift), lazy-loaded, and a drawn fallback with the game's
 * initial when the image fails or is missing. The icons of the lobby's first screen are `eager`:
 * one of them is the page's largest paint, and a lazy image is asked for only after
 * the layout that follows its draw, at low priority, behind the chunks the app loads after its
 * first paint.
 */
import { useState } from 'react';

export const GAME_ICON_PX = 88;

export function GameIcon({ src, name, eager }: { src?: string; name: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="game-icon game-icon-fallback" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="game-icon"
      src={src}
      alt=""
      width={GAME_ICON_PX}
      height={GAME_ICON_PX}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
