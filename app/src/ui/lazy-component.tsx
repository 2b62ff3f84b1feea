/**
 * A component in a chunk of its own. Like React's `lazy`, with two differences: its
 * chunk can be asked for ahead (`preload`), and once that chunk is in, a new mount draws at once,
 * without suspending. A failure is kept until a boundary's retry forgets it (forgetFailedChunks).
 *
 * Why: through `lazy` alone, a part whose chunk was in still suspended for a tick when it first
 * drew: its boundary's fallback was committed, and React then holds the content back some 300 ms
 * after a fallback showed (its Suspense throttle). On /m/login the form, the page's largest
 * paint, came 350 ms after the header although the page's chunk had been in long before
 * (app/routes.tsx asks for it as the entry runs); the announcement popup opened 300 ms after its
 * delay although its chunk came during the delay.
 *
 * The choice is made once per mount: switching from the lazy component to the loaded one under
 * a mounted part would remount it and lose what the player typed. And a chunk that failed to
 * download is asked for again by the next mount (an error boundary's retry), where `lazy` alone
 * would fail again without asking.
 */
import { lazy, useState, type ComponentType } from 'react';

/** The parts whose chunk failed while drawn, each with what makes its next mount ask again. */
const failedParts = new Set<() => void>();

/**
 * Lets every part whose chunk failed while drawn ask for it again at its next mount: called by
 * a boundary's retry and by a move to another page. Not by the failure itself: React draws a
 * part that failed on its first mount again, and that draw must see the failure (the boundary),
 * not a new lazy that would ask again, fail again and never let the boundary show.
 */
export function forgetFailedChunks(): void {
  for (const forget of failedParts) forget();
  failedParts.clear();
}

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Asks for the chunk (once); a failure is left to the boundary of the part that draws it. */
  preload: () => Promise<unknown>;
};

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  /** Whether a mount draws the current lazy (else only a preload asked for it). */
  let drawn = false;
  const renew = () => {
    Lazy = lazy(start);
    drawn = false;
  };
  const start = () =>
    (started ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // React's `lazy` keeps a failure for good: a later mount (a boundary's retry, another
        // visit of the page) gets a fresh one, which asks again. A failed preload, which no
        // mount drew, is forgotten at once.
        started = null;
        if (drawn) failedParts.add(renew);
        else renew();
        throw error;
      },
    ));
  let Lazy = lazy(start);
  function Component(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => {
      if (loaded) return loaded;
      drawn = true;
      return Lazy;
    });
    return <Drawn {...props} />;
  }
  return Object.assign(Component, { preload: start });
}
