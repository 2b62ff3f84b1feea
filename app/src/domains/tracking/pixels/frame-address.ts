/**
 * Where the isolated pixel frame is: the status's `pixels.frame`, else the site's sibling host
 * `pixels.<site host>` (a leading www. or m. dropped), which shares the site's registrable
 * domain, so the networks' first-party cookies (_fbp, _fbc, _ttp) still work. Never on the app's
 * own origin: a frame there would hand the networks the session again, so no pixel runs.
 */
import { PixelFrame } from '@wps/contract/tracking';

const IP_OR_LOCAL = /^(localhost|\[[\d:a-f]+\]|\d+\.\d+\.\d+\.\d+)$/i;

export function siblingFrameHost(hostname: string): string | null {
  if (IP_OR_LOCAL.test(hostname) || !hostname.includes('.')) return null;
  return `${PixelFrame.hostLabel}.${hostname.replace(/^(www|m)\./i, '')}`;
}

/** The frame's address with the app's origin in it, or null when there is no safe one. */
export function frameAddress(configured: string | undefined, page: URL): URL | null {
  let url: URL;
  try {
    if (configured) url = new URL(configured, page);
    else {
      const host = siblingFrameHost(page.hostname);
      if (!host) return null;
      url = new URL(PixelFrame.page, `${page.protocol}//${host}`);
    }
  } catch {
    return null;
  }
  if (url.origin === page.origin || !/^https?:$/.test(url.protocol)) return null;
  // An https site never frames an http page (the browser would block it anyway).
  if (page.protocol === 'https:' && url.protocol !== 'https:') return null;
  url.searchParams.set(PixelFrame.appParam, page.origin);
  return url;
}
