/** Keeps the document head in step with the route and the language (spec §2). */
import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n';
import { canonicalUrl, headEntryFor } from './page-head';
import { shouldNoindex } from './robots';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function meta(name: string): HTMLMetaElement {
  return upsert(`meta[name="${name}"]`, () => {
    const element = document.createElement('meta');
    element.name = name;
    return element;
  }) as HTMLMetaElement;
}

export function usePageHead(path: string): void {
  const { t, ready } = useI18n();
  useEffect(() => {
    if (!ready) return;
    const entry = headEntryFor(path);
    document.title = `${t(entry.title)} | ${t('app.name')}`;
    meta('description').content = t(entry.description);
    const robots = document.head.querySelector('meta[name="robots"]');
    if (shouldNoindex(location.host, path)) meta('robots').content = 'noindex';
    else robots?.remove();
    const canonical = upsert('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }) as HTMLLinkElement;
    canonical.href = canonicalUrl(location.origin, path);
  }, [path, t, ready]);
}
