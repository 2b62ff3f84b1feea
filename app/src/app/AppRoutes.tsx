import { Suspense, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useI18n } from '../lib/i18n/i18n';
import { Paths } from '../lib/router/paths';
import { useTrackedHref } from '../lib/router/navigate';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { forgetFailedChunks } from '../ui/lazy-component';
import { Spinner } from '../ui/Spinner';
import { RouteGuard } from './RouteGuard';
import { ROUTES } from './routes';

export function AppRoutes() {
  const { t } = useI18n();
  const home = useTrackedHref(Paths.home);
  const [path] = useLocation();
  // Another page, or the same one visited again, asks again for a chunk that failed: the
  // failures are forgotten in the render that first sees the new path, before its page renders.
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    forgetFailedChunks();
  }
  return (
    // A failed page (its chunk did not download) shows a retry; moving elsewhere starts afresh.
    <ErrorBoundary
      key={path}
      fallback={(retry) => (
        <EmptyState
          icon="alert"
          title={t('error.loadFailed')}
          action={
            <Button
              onClick={() => {
                forgetFailedChunks();
                retry();
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      )}
    >
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Switch>
          {ROUTES.flatMap(({ paths, page: Page, guard }) =>
            paths.map((path) => (
              <Route key={path} path={path}>
                <RouteGuard guard={guard}>
                  <Page />
                </RouteGuard>
              </Route>
            )),
          )}
          {/* Unknown paths go home (spec §2), keeping the tracking parameters. */}
          <Route>
            <Redirect to={home} replace />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
