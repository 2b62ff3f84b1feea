/**
 * A lazy part's loader that also loads the query client and puts the part in its provider (issue
 * 18). The shell (Boot, the header, the route guard) reads nothing through TanStack Query, so the
 * entry has no provider and no client: a part drawn by the shell that uses a query or a mutation,
 * at any depth, loads through this, and React draws it only once both have come. A part that
 * needs no query (home's page frame, the notices) loads without it and does not wait for it
 * (e2e/budget/first-paint.spec.ts holds those to it).
 */
import type { ComponentType } from 'react';

export function withQueryClient<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), import('./query-client')]).then(([module, client]) => ({
      default: client.withClient(module.default),
    }));
}
