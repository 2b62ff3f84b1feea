/**
 * The profile icon a member picks (spec §3 gw.PROFILE_ICON_COUNT, default 9): one of that many
 * icons the app draws itself (the spec names no pictures), kept on this device per user name so
 * that two members of one phone keep their own, and shown on the member home and in the header.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage/storage';

export const DEFAULT_PROFILE_ICON_COUNT = 9;
/** More than this many would not fit the picker; a site that asks for more gets this many. */
const MOST_PROFILE_ICONS = 48;

/** How many icons the site offers: gw.PROFILE_ICON_COUNT as a whole number from 1 to 48. */
export function profileIconCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_PROFILE_ICON_COUNT;
  return Math.min(MOST_PROFILE_ICONS, Math.max(1, Math.floor(count)));
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A pick in another tab shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The icon `userName` picked, or null: none yet, or one the site no longer offers. */
export function storedProfileIcon(userName: string, count: number): number | null {
  const icon = readStored('profile_icon')?.[userName];
  return icon !== undefined && icon <= count ? icon : null;
}

export function pickProfileIcon(userName: string, icon: number): void {
  writeStored('profile_icon', { ...readStored('profile_icon'), [userName]: icon });
  listeners.forEach((listener) => listener());
}

/** The member's icon, following a pick made anywhere in the app; null for the plain avatar. */
export function useProfileIcon(userName: string, count: number): number | null {
  return useSyncExternalStore(
    subscribe,
    () => storedProfileIcon(userName, count),
    () => null,
  );
}
