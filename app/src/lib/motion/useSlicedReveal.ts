/**
 * Boot's first real frame (issue 18): `waiting` as Boot should draw it. While `waiting` is true it
 * is true; when `waiting` turns false, the render where it does still sees true (cheap: nothing
 * new), and React then builds the revealed tree as a deferred render, in slices of 5 ms with the
 * browser free between them. Drawn in one task, that first screen (header, tab bar, the page) is
 * the longest task after the shell's paint on a slow phone: about 100 ms at 4× CPU slowdown, the
 * main part of the blocking time Lighthouse counts. What it costs: the commit waits one task more.
 */
import { useDeferredValue } from 'react';

export function useSlicedReveal(waiting: boolean): boolean {
  return useDeferredValue(waiting, true);
}
