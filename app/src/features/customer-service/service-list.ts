/**
 * The customer-service list a player sees (spec §6, contract §3), pure so every rule
 * has a table test: each path decoded (an entry whose path is malformed or hides anything but an
 * http(s) URL is dropped, never opened); the entries of the member's VIP label when there are
 * any, else the general ones (no labelIds); ordered by csPosition (entries without one last, in
 * the server's order); untitled ones called CS1, CS2… by their place in the list shown.
 */
import { CS_OPEN_IN_TAB } from '@wps/contract/customer-service';
import { decodeCsPath, type CustomerService } from '@wps/contract/system';
import { httpUrl } from './chat-links';

export type ServiceEntry = { title: string; csType: string; url: string; newTab: boolean };

/** The http(s) URL a path hides, or null. */
export function entryUrl(path: string): string | null {
  return httpUrl(decodeCsPath(path))?.href ?? null;
}

const position = (entry: CustomerService) => entry.csPosition ?? Number.POSITIVE_INFINITY;

export function serviceList(
  entries: readonly CustomerService[],
  labelId: number | null | undefined,
): ServiceEntry[] {
  const readable = entries.flatMap((entry, index) => {
    const url = entryUrl(entry.path);
    return url ? [{ entry, url, index }] : [];
  });
  const vip = labelId == null ? [] : readable.filter((r) => r.entry.labelIds?.includes(labelId));
  const shown = vip.length > 0 ? vip : readable.filter((r) => !r.entry.labelIds?.length);
  return shown
    .sort((a, b) => position(a.entry) - position(b.entry) || a.index - b.index)
    .map(({ entry, url }, place) => ({
      title: entry.title?.trim() || `CS${place + 1}`,
      csType: entry.csType,
      url,
      newTab: entry.openIn === CS_OPEN_IN_TAB,
    }));
}
