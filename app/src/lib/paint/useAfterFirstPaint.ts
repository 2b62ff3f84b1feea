/**
 * True once the browser has painted the first frame after mount, or after `when` first turns
 * true (Boot: the first frame with text, not the blank splash). Work that is not needed to paint
 * (content chunks, overlays) starts after it, so it never competes with the first paint.
 */
import { startTransition, useEffect, useState } from 'react';

/** Calls `callback` once the next frame is on screen; returns its cancel. */
export function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  // The frame callback runs before that frame's paint; the task after it runs once it is shown.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function useAfterFirstPaint(when = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!when) return;
    // What it draws is a transition, which React builds in slices of a few milliseconds: a tap
    // in a slow phone's first seconds waits for one slice, not for every overlay.
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [when]);
  return painted;
}
