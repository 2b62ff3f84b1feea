/**
 * The maintenance screen (spec §2, §8): apology, optional localized end time, contact us, retry.
 * With an end time it also has a confirm button: the player accepts the wait, and the screen
 * asks the status again by itself when maintenance is due to end (no need to come back and tap
 * retry at the right minute).
 */
import { useEffect, useState } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

type Props = {
  status: SiteStatus;
  onRetry: () => void;
  onContactUs: () => void;
  retrying: boolean;
};

/** The longest wait a browser timer keeps (about 24 days); a later end re-arms on the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export default function MaintenanceScreen({ status, onRetry, onContactUs, retrying }: Props) {
  const { t, language } = useI18n();
  const [confirmed, setConfirmed] = useState(false);
  const endsAt = status.maintenanceEnd ?? null;
  const end = endsAt
    ? formatDate(language, new Date(endsAt), { dateStyle: 'medium', timeStyle: 'short' })
    : null;

  useEffect(() => {
    if (!confirmed || !endsAt) return;
    const timer = setTimeout(onRetry, Math.min(LONGEST_TIMER_MS, Math.max(0, endsAt - Date.now())));
    return () => clearTimeout(timer);
  }, [confirmed, endsAt, onRetry]);

  return (
    <section className="state-screen" aria-labelledby="state-title">
      <span className="state-icon" aria-hidden="true">
        <Icon name="alert" size={44} />
      </span>
      <h1 id="state-title" className="page-title">
        {t('maintenance.title')}
      </h1>
      <p className="muted">{status.maintenanceDesc || t('maintenance.apology')}</p>
      {end ? (
        <p className="state-detail" data-testid="maintenance-end">
          {t('maintenance.endTime', { time: end })}
        </p>
      ) : null}
      {end && confirmed ? (
        <p className="state-detail" role="status">
          {t('maintenance.checkAgainAt', { time: end })}
        </p>
      ) : null}
      <div className="state-actions">
        {end && !confirmed ? (
          <Button onClick={() => setConfirmed(true)}>{t('common.confirm')}</Button>
        ) : null}
        <Button
          variant={end && !confirmed ? 'secondary' : undefined}
          onClick={onRetry}
          busy={retrying}
        >
          {t('common.retry')}
        </Button>
        <Button variant="secondary" onClick={onContactUs}>
          {t('common.contactUs')}
        </Button>
      </div>
    </section>
  );
}
