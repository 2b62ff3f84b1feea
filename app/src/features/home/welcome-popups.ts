/**
 * Which welcome image popups to show (spec §4, §9): banner1 (group m_popup1) then banner2
 * (m_popup2), each only when its file name differs from the one saved for the group and the
 * player has not dismissed it this session.
 */
import type { Banner } from '@wps/contract/content';

export const WELCOME_PATHS: readonly string[] = ['/', '/m/home', '/m/index.html'];
/** Spec §9: the popup waits up to 20 s for its image by default. */
export const WELCOME_WAIT_MS = 20_000;

export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

export function welcomeQueue(
  banners: readonly Banner[],
  groups: readonly string[],
  savedNames: Readonly<Record<string, string>>,
  dismissed: ReadonlySet<string>,
): Banner[] {
  const queue: Banner[] = [];
  for (const group of groups) {
    const banner = banners.find((b) => b.groupName === group);
    if (!banner || dismissed.has(group)) continue;
    if (savedNames[group] === fileNameOf(banner.url)) continue;
    queue.push(banner);
  }
  return queue;
}
