/**
 * GET /wps/relay/MCSFE_getListAnnouncements (contract §3): the call, and its start before any
 * query asks (./announcements.ts has the query). Without TanStack Query: on home index.html
 * preloads this module's chunk, and Query's 11 KB beside it slowed the first banner.
 */
import {
  ANNOUNCEMENTS_QUERY,
  announcementsSchema,
  ContentApi,
  HOME_BANNER_GROUP,
  type Announcements,
} from '@wps/contract/content';
import { defineCall } from '../../lib/api/call';
import { CacheTime } from '../../lib/api/cache';
import { requestLanguage, siteMerchantKnown } from '../../lib/api/context';
import { request } from '../../lib/api/request';
import { languagePicked } from '../../lib/i18n/i18n';
import { HOME_PATHS } from '../../lib/router/paths';

export const announcementsCall = defineCall({
  method: 'GET',
  path: ContentApi.announcements,
  value: announcementsSchema,
});

export const contentKeys = {
  all: ['content'] as const,
  // Content is written per language: a language switch asks again.
  announcements: (language: string | null) =>
    [...contentKeys.all, 'announcements', language] as const,
};

/**
 * The first home banner is the page's largest paint: ask for it as soon as its URL is known. On
 * home only: the popup host asks for the same content on every page, where the banner is not
 * shown and the preload would be a wasted download (and Chromium's "preloaded but not used").
 * index.html may have preloaded it already, from the last visit (lcp-preload-script).
 */
function preloadFirstBanner(content: Announcements): void {
  if (!HOME_PATHS.includes(location.pathname)) return;
  const banner = content.banners.find((b) => b.groupName === HOME_BANNER_GROUP);
  if (!banner) return;
  // Compared as resolved URLs: index.html's preload may name it as a path, the content in full.
  const href = new URL(banner.url, location.href).href;
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (Array.from(links).some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = banner.url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** When the content was last asked for (see startAnnouncements). */
let lastAsked = -Infinity;

export async function fetchAnnouncements(): Promise<Announcements> {
  lastAsked = Date.now();
  // A failed content call leaves the area empty; it is not worth an alert (spec §7 alert flag).
  const content = await request(announcementsCall, {
    query: ANNOUNCEMENTS_QUERY,
    alert: false,
  });
  preloadFirstBanner(content);
  return content;
}

/** A call started before any query asked, with the Language header it went with. */
type EarlyAnswer = { language: string; answer: Promise<Announcements> };
let early: EarlyAnswer | null = null;

/** The call started early, for the first query to take over (once). */
export function takeEarlyAnswer(): EarlyAnswer | null {
  const taken = early;
  early = null;
  return taken;
}

let starting = false;

/**
 * Starts the call when a chunk that needs it is evaluated, before React renders the component
 * that asks for it; the first query takes this answer over instead of asking again. On home the
 * entry starts it (the first banner is the page's largest paint), before the status
 * or the language file may have come: it goes once the status has named the merchant and a
 * language file is in, the two things its headers need.
 */
export async function startAnnouncements(): Promise<void> {
  if (starting) return;
  starting = true;
  await Promise.all([siteMerchantKnown(), languagePicked()]);
  starting = false;
  // A second chunk evaluated while the answer is fresh (home's content after the popup host)
  // starts nothing: its query takes the cached answer, and a call nobody takes would be wasted.
  if (early || Date.now() - lastAsked < CacheTime.long) return;
  const answer = fetchAnnouncements();
  const started = { language: requestLanguage(), answer };
  early = started;
  answer.catch(() => {
    if (early === started) early = null;
  });
}
