/** Waits for what the first screen needs (site status and one locale), then shows the shell. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { setSiteMerchant } from '../lib/api/context';
import { useI18n } from '../lib/i18n/i18n';
import { useSiteStatus } from '../lib/site/status';
import { applyTheme, themeFor } from '../lib/site/theme';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { EmptyState } from '../ui/EmptyState';
import { OverlayRoot } from '../features/notices/OverlayRoot';
import { useApiErrorNotices } from '../features/notices/useApiErrorNotices';
import { AppRoutes } from './AppRoutes';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { useBootLanguage } from './useBootLanguage';

export function Boot() {
  const status = useSiteStatus();
  const { ready, t } = useI18n();
  const [, navigate] = useLocation();
  useApiErrorNotices(navigate);
  useBootLanguage(status.data, status.isError);

  useEffect(() => {
    if (!status.data) return;
    setSiteMerchant(status.data.merchantCode);
    applyTheme(themeFor(status.data.mobileTemplate));
  }, [status.data]);

  // The splash covers only the first attempt; a retry keeps the shell and shows a spinner.
  if (!ready || !status.isFetched) {
    return <div className="boot-splash" aria-busy="true" />;
  }
  return (
    <div className="app">
      <Header />
      <main className="app-main" id="main">
        {status.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : status.isError ? (
          <EmptyState
            icon="alert"
            title={t('error.loadFailed')}
            action={<Button onClick={() => void status.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <AppRoutes />
        )}
      </main>
      <TabBar />
      <OverlayRoot />
    </div>
  );
}
