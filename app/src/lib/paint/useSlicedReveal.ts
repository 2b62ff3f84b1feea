/**
 * Boot's first real frame and the announcement popup: `waiting` as it should be drawn.
 * While `waiting` is true it is true; when `waiting` turns false, the render where it does still
 * sees true (cheap: nothing new), and React then builds the revealed tree as a deferred render, in
 * slices of 5 ms with the browser free between them; its effects run in a task after its commit.
 * Drawn in one task, Boot's first screen (header, tab bar, the page) was the longest task after
 * the shell's paint on a slow phone: about 100 ms at 4× CPU slowdown, the main part of the
 * blocking time Lighthouse counts. What it costs: the commit waits one task more.
 */
import { useDeferredValue } from 'react';

export function useSlicedReveal(waiting: boolean): boolean {
  return useDeferredValue(waiting, true);
}
