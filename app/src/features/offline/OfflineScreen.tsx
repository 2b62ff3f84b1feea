/**
 * The offline state (issue 14): what the shell shows in place of a page when the site status got
 * no answer at all (offline, or the back end out of reach), e.g. on a reload served by the
 * service worker without a network. Retry asks again; so does the browser saying the network is
 * back (the `online` event), so a player who waits needs no tap.
 */
import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

type Props = { onRetry: () => void; retrying: boolean };

export default function OfflineScreen({ onRetry, retrying }: Props) {
  const { t } = useI18n();
  useEffect(() => {
    addEventListener('online', onRetry);
    return () => removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <section className="state-screen" aria-labelledby="offline-title" data-testid="offline-state">
      <span className="state-icon" aria-hidden="true">
        <Icon name="alert" size={44} />
      </span>
      <h1 id="offline-title" className="page-title">
        {t('offline.title')}
      </h1>
      <p className="muted">{t('offline.message')}</p>
      <div className="state-actions">
        <Button onClick={onRetry} busy={retrying}>
          {t('common.retry')}
        </Button>
      </div>
    </section>
  );
}
