/**
 * A page or dialog in a chunk of its own (lazy-component) whose chunk is asked for again, then
 * loaded from a new build, before the part's boundary shows the error with its retry
 * (lib/chunks/recover-chunk). The retry asks afresh: lazyComponent forgets a failure. Here, under
 * the features, so that a feature's own dialog recovers as the shell's pages and dialogs do.
 */
import type { ComponentType } from 'react';
import { recoverChunk } from '../lib/chunks/recover-chunk';
import { lazyComponent, type LazyComponent } from './lazy-component';

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  return lazyComponent(recoverChunk(load));
}
