/** The two states every page that reads the server shares: loading, and failed with a retry. */
import { useI18n } from '../lib/i18n/i18n';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Page } from './Page';
import { Spinner } from './Spinner';

/** "This page could not be loaded" with a retry; what the page had typed stays where it is. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon="alert"
      title={t('error.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** A whole page that is loading (no `onRetry`) or failed to load. */
export function PageLoadState({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <Page title={title}>
      {onRetry ? <LoadFailed onRetry={onRetry} /> : <Spinner label={t('common.loading')} />}
    </Page>
  );
}
