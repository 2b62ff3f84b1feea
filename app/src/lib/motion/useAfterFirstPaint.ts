/**
 * True once the browser has painted the first frame after mount. Work that is not needed to
 * paint (content chunks, overlays) starts after it, so it never competes with the first paint.
 */
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // The frame callback runs before that frame's paint; the task after it runs once it is shown.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
