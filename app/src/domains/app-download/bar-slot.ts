/**
 * The room index.html reserves for the top download bar (the bar came after the first
 * paint and pushed the page down, a layout shift of 0.07 on a phone). The shell script reserves
 * it before the first paint on a phone's browser tab unless the last page that decided said no
 * bar (`download_bar_shown`); Boot keeps that room until the bar decides, and the bar takes it
 * in the same frame, or gives it back when it does not show. The decision is stored for the
 * next visit; a bar closed for the session is not a decision of the site's and is not stored.
 */
import { useSyncExternalStore } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { writeStored } from '../../lib/storage/storage';
import { createStore } from '../../lib/store';

/** The attribute index.html's shell script puts on <html> when it reserves the room. */
export const BAR_SLOT_ATTRIBUTE = 'data-bar';

const store = createStore<boolean, 'released'>(
  document.documentElement.hasAttribute(BAR_SLOT_ATTRIBUTE),
  () => false,
);

let decided = false;

/** The app links the bar offers (contract download.ts ResourceType), as strings: this module is
 * on the first paint, and that one carries schemas. */
export const APP_LINK_TYPES: readonly string[] = ['Android', 'IOS', 'MOBILECONFIG'];

/**
 * The site status alone rules the bar out: hidden by the site, or no app link to offer. Boot
 * then draws the app without the room, in the frame that replaces index.html's shell, which
 * moves nothing on screen (the shell's nodes go, the app's are new).
 */
export function barRuledOut(status: Pick<SiteStatus, 'hideDownloadBar' | 'resources'>): boolean {
  return (
    status.hideDownloadBar === true ||
    !status.resources.some((link) => APP_LINK_TYPES.includes(link.resourceType) && !!link.url)
  );
}

/**
 * The bar has decided whether it shows: once a page life, stored, and the room given up. Null:
 * closed for this session, which says nothing of the site's choice and is not stored.
 */
export function barDecided(shown: boolean | null): void {
  if (decided) return;
  decided = true;
  if (shown !== null) writeStored('download_bar_shown', shown);
  document.documentElement.removeAttribute(BAR_SLOT_ATTRIBUTE);
  store.dispatch('released');
}

/** True while the room is kept for a bar that has not decided yet. */
export function useBarSlot(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
