/** The maintenance screen (spec §2, §8): apology, optional localized end time, contact us, retry. */
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

export default function MaintenanceScreen({ status, onRetry, onContactUs, retrying }: Props) {
  const { t, language } = useI18n();
  const end = status.maintenanceEnd
    ? formatDate(language, new Date(status.maintenanceEnd), {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
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
      <div className="state-actions">
        <Button onClick={onRetry} busy={retrying}>
          {t('common.retry')}
        </Button>
        <Button variant="secondary" onClick={onContactUs}>
          {t('common.contactUs')}
        </Button>
      </div>
    </section>
  );
}
