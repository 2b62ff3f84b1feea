/** Navigation that keeps the tracking parameters (spec §2) on every in-app move. */
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withTracking } from './carry-params';

export type NavigateOptions = { replace?: boolean };

export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (to, options) => navigate(withTracking(to, search), { replace: options?.replace ?? false }),
    [navigate, search],
  );
}

/** The href for a link, with tracking parameters. */
export function useTrackedHref(to: string): string {
  return withTracking(to, useSearch());
}
