/**
 * Home's content on screen (issue 18), apart from main-content.ts: only home's content chunk
 * needs it, and main-content.ts is on every page's first paint.
 */
import { markMainContentShown } from './main-content';
import { afterNextPaint } from './useAfterFirstPaint';

/**
 * Marks home's content shown once it is on screen: after its high-priority image (the first
 * banner, the page's largest paint) is decoded, or has failed, and two frames after that are
 * drawn: the first may paint it, and the screen shows a frame some milliseconds after it is
 * painted. Not at the commit: effects run before the browser paints, and an async-decoded
 * image may paint a frame later still. Returns a cancel for the effect that calls it.
 */
export function markMainContentShownOnScreen(): () => void {
  let live = true;
  let cancel = () => {};
  const image = document.querySelector<HTMLImageElement>('#main img[fetchpriority="high"]');
  const decoded = typeof image?.decode === 'function' ? image.decode() : Promise.resolve();
  void decoded
    .catch(() => undefined)
    .then(() => {
      if (live) cancel = afterNextPaint(() => (cancel = afterNextPaint(markMainContentShown)));
    });
  return () => {
    live = false;
    cancel();
  };
}
