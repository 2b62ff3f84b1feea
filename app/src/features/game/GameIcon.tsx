/**
 * A game icon: fixed size (no layout shift), lazy-loaded, and a drawn fallback with the game's
 * initial when the image fails or is missing.
 */
import { useState } from 'react';

export const GAME_ICON_PX = 88;

export function GameIcon({ src, name }: { src?: string; name: string }) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
