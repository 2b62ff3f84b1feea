/**
 * On home, the first banner is the page's largest paint, and the after-paint overlays
 * (some 25 chunks and 300 ms of script on a slow phone) downloaded and ran in front of it. They
 * now wait until home has drawn its content, or its content call has failed; on the game lobby
 * likewise for its first icons (its largest paint), or until its lanes call has failed. On other
 * pages Boot's first real frame is the content (the login form's text is its largest paint):
 * they wait for it only, as does the service worker, whose install downloads every precached
 * file. A page the player arrives on from another never waits. A page whose content never comes
 * (a failed chunk) holds them back for MAIN_CONTENT_WAIT_MS at most.
 */
import { startTransition, useEffect, useState } from 'react';
import { HOME_PATHS, Paths } from '../router/paths';
import { createStore } from '../store';
import { afterNextPaint } from './useAfterFirstPaint';

export const MAIN_CONTENT_WAIT_MS = 5000;

/** The pages whose largest paint is content that comes after the first paint. */
const CONTENT_FIRST_PATHS: readonly string[] = [...HOME_PATHS, Paths.game];

const contentFirst = CONTENT_FIRST_PATHS.includes(location.pathname);
const store = createStore<boolean, 'shown'>(false, () => true);

/** The page's content is drawn (or will not be): the overlays may come. */
export function markMainContentShown(): void {
  store.dispatch('shown');
}

/**
 * Boot has painted its first real frame: the content of any page but home and the lobby. Marked a
 * frame later: Chromium times the largest paint when the frame is presented, after the task Boot
 * learns of the paint in, and on a fast network a chunk the mark starts came in before that time,
 * one more request in front of the page's largest paint in Lighthouse's estimate.
 */
export function markFirstFrameShown(): void {
  if (!contentFirst) afterNextPaint(markMainContentShown);
}

/** Runs `run` once the page's content is drawn, at once when it is. */
export function afterMainContent(run: () => void): void {
  if (store.get()) return run();
  const stop = store.subscribe(() => {
    stop();
    run();
  });
}

/**
 * What comes with the mark (the overlays, the footer, the page's head) is drawn as a transition,
 * in slices of a few milliseconds: a store update would redraw the whole page in one task.
 */
export function useMainContentShown(): boolean {
  const [shown, setShown] = useState(store.get);
  useEffect(() => {
    if (shown) return;
    const stop = store.subscribe(() => startTransition(() => setShown(store.get())));
    // Marked between the first render and this effect.
    if (store.get()) startTransition(() => setShown(true));
    const timer = window.setTimeout(markMainContentShown, MAIN_CONTENT_WAIT_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}

/**
 * Marks the page's content shown once it is on screen: after its first high-priority image
 * (home's first banner, the lobby's first icon: the page's largest paint) is decoded, or has
 * failed, and two frames after that are drawn: the first may paint it, and the screen shows a
 * frame some milliseconds after it is painted. Not at the commit: effects run before the
 * browser paints, and an async-decoded image may paint a frame later still. Returns a cancel
 * for the effect that calls it.
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
