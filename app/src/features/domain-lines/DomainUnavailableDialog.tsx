/**
 * The domain-unavailable notice (spec §2, §8): the data's message (default 'Error'), customer
 * service and retry, and the fastest-line picker with each line's time.
 */
import { useSearch } from 'wouter';
import { useI18n } from '../../lib/i18n/i18n';
import type { OverlayText } from '../../lib/overlays/overlays';
import { withTracking } from '../../lib/router/carry-params';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useLineRace } from './useLineRace';
import '../../styles/forms.css';

type Props = {
  message: OverlayText;
  onRetry: () => void;
  onContactUs: () => void;
  onClose: () => void;
};

export default function DomainUnavailableDialog({ message, onRetry, onContactUs, onClose }: Props) {
  const { t } = useI18n();
  const search = useSearch();
  const { results, testing } = useLineRace();
  return (
    <Dialog
      role="alertdialog"
      title={t('notice.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onContactUs}>
            {t('service.title')}
          </Button>
          <Button data-autofocus onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      }
    >
      <p className="notice-message" dir={'key' in message ? undefined : 'auto'}>
        {'key' in message ? t(message.key) : message.text}
      </p>
      <h3 className="lines-title">{t('lines.title')}</h3>
      {testing ? (
        <p className="muted" role="status">
          {t('lines.testing')}
        </p>
      ) : null}
      <ol className="lines" aria-label={t('lines.title')}>
        {results?.map((result, index) => (
          <li key={result.base} className="line" data-testid="line">
            <span className="line-name">
              {t('lines.line', { n: index + 1 })}
              {index === 0 && result.ms !== null ? (
                <span className="badge">{t('lines.fastest')}</span>
              ) : null}
            </span>
            <span className="line-time" dir="ltr" data-testid="line-time">
              {result.ms === null ? t('lines.failed') : t('lines.time', { ms: result.ms })}
            </span>
            {result.ms !== null ? (
              <a
                className="btn btn-small btn-secondary"
                href={withTracking(`${result.base}/m/home`, search)}
                data-line={result.base}
              >
                {t('lines.open')}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
