/**
 * The offline state: what the shell shows when the site status got no answer at all
 * (offline, or the back end out of reach), e.g. on a reload served by the service worker without
 * a network. With no saved status it stands in place of the page. With one (a repeat visit under
 * the worker: domains/site/status-call, the first-paint rule) the page still shows what the worker saved
 * of its public content (domains/pwa/public-content), and this is a bar above it saying so. Retry asks
 * again; so does the browser saying the network is back (the `online` event), so a player who
 * waits needs no tap.
 */
import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import './offline.css';

type Props = { onRetry: () => void; retrying: boolean; saved?: boolean };

export default function OfflineScreen({ onRetry, retrying, saved = false }: Props) {
  const { t } = useI18n();
  useEffect(() => {
    addEventListener('online', onRetry);
    return () => removeEventListener('online', onRetry);
  }, [onRetry]);
  const retryButton = (
    <Button onClick={onRetry} busy={retrying}>
      {t('common.retry')}
    </Button>
  );
  if (saved)
    return (
      <div className="offline-bar" role="status" data-testid="offline-state">
        <Icon name="alert" size={20} />
        <p>{t('offline.savedContent')}</p>
        {retryButton}
      </div>
    );
  return (
    <section className="state-screen" aria-labelledby="offline-title" data-testid="offline-state">
      <span className="state-icon" aria-hidden="true">
        <Icon name="alert" size={44} />
      </span>
      <h1 id="offline-title" className="page-title">
        {t('offline.title')}
      </h1>
      <p className="muted">{t('offline.message')}</p>
      <div className="state-actions">{retryButton}</div>
    </section>
  );
}
