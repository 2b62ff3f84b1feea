/**
 * How a third-party provider is picked and loaded from the site status (contract §4: the real
 * SDK, or the sandbox's stand-in that gw.IDENTITY_PAGE names): once per choice, so that asking
 * again reuses the loaded chunk, and a changed site config loads the new one. Shared by sign-in
 * (domains/identity) and push (features/push).
 */
import type { SiteStatus } from '@wps/contract/status';

export type ProviderChoice<P> = { key: string; load: () => Promise<P> };

export function providerLoader<P>(choose: (status: SiteStatus) => ProviderChoice<P> | null) {
  let loaded: { key: string; provider: Promise<P> } | null = null;
  return {
    available: (status: SiteStatus | undefined): boolean => !!status && choose(status) !== null,
    load(status: SiteStatus): Promise<P> | null {
      const choice = choose(status);
      if (!choice) return null;
      if (loaded?.key !== choice.key) loaded = { key: choice.key, provider: choice.load() };
      return loaded.provider;
    },
  };
}

/** The sandbox's stand-in when the status names its identity page. */
export function standInChoice<P>(
  status: SiteStatus,
  load: (page: string) => Promise<P>,
): ProviderChoice<P> | null {
  const page = status.gw.IDENTITY_PAGE;
  return page ? { key: `page:${page}`, load: () => load(page) } : null;
}
