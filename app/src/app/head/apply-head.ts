/**
 * Writes the document head for a path (spec §2, §3, §9): title, description, robots, canonical
 * and the manifest link. A lazy chunk: the head is for search engines and installs, so it is
 * written right after the first paint instead of weighing on it.
 */
import type { SiteStatus } from '@wps/contract/status';
import type { Translate } from '../../lib/i18n/i18n';
import { manifestHref } from './manifest';
import { canonicalUrl, headEntryFor } from './page-head';
import { shouldNoindex } from './robots';

function upsert<E extends HTMLElement>(selector: string, create: () => E): E {
  const existing = document.head.querySelector<E>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function meta(name: string): HTMLMetaElement {
  return upsert(`meta[name="${name}"]`, () =>
    Object.assign(document.createElement('meta'), { name }),
  );
}

function link(rel: string): HTMLLinkElement {
  return upsert(`link[rel="${rel}"]`, () => Object.assign(document.createElement('link'), { rel }));
}

/** @public Called through the head's lazy chunk (usePageHead). */
export function applyHead(path: string, t: Translate): void {
  const entry = headEntryFor(path);
  document.title = `${t(entry.title)} | ${t('app.name')}`;
  meta('description').content = t(entry.description);
  if (shouldNoindex(location.host, path)) meta('robots').content = 'noindex';
  else document.head.querySelector('meta[name="robots"]')?.remove();
  link('canonical').href = canonicalUrl(location.origin, path);
}

/** @public Called through the head's lazy chunk (usePageHead). */
export function applyManifest(status: SiteStatus, t: Translate): void {
  link('manifest').href = manifestHref(status, t('app.name'), location.origin, Date.now());
}
