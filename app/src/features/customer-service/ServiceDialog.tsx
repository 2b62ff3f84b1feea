/**
 * The customer-service sheet (spec §2, §6): the platform chat with its unread badge (when the
 * site offers it) and the list, each a button; an empty, loading or failed state otherwise.
 * Several options show here; the host opens a single one directly.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { useUnreadCount } from './unread-store';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadFailed } from '../../ui/LoadState';
import { Spinner } from '../../ui/Spinner';
import type { ServiceOption } from './chat-access';
import type { ServiceOptions } from './useServiceOptions';
import './service.css';

type Props = {
  options: ServiceOptions;
  busy: boolean;
  onChoose: (option: ServiceOption) => void;
  onClose: () => void;
};

export default function ServiceDialog({ options, busy, onChoose, onClose }: Props) {
  const { t } = useI18n();
  const unread = useUnreadCount();

  const label = (option: ServiceOption) =>
    option.kind === 'chat' ? (
      <>
        <Icon name="inbox" size={22} />
        <span className="service-option-title">{t('service.chat')}</span>
        {unread > 0 ? (
          <>
            <span className="badge" aria-hidden="true">
              {unread}
            </span>
            <span className="visually-hidden">{t('service.unread', { count: unread })}</span>
          </>
        ) : null}
      </>
    ) : (
      <>
        <Icon name="headset" size={22} />
        <span className="service-option-title">
          <bdi>{option.entry.title}</bdi>
        </span>
        {option.entry.newTab ? (
          <span className="visually-hidden">{t('service.newTab')}</span>
        ) : null}
      </>
    );

  let body;
  if (options.status === 'loading') body = <Spinner label={t('common.loading')} />;
  else if (options.status === 'error') body = <LoadFailed onRetry={options.retry} />;
  else if (options.options.length === 0)
    body = (
      <EmptyState icon="headset" title={t('empty.title')}>
        {t('empty.service')}
      </EmptyState>
    );
  else
    body = (
      <ul className="service-options" aria-label={t('service.choose')}>
        {options.options.map((option, index) => (
          <li key={option.kind === 'chat' ? 'chat' : index}>
            <button
              type="button"
              className="service-option"
              aria-busy={(option.kind === 'chat' && busy) || undefined}
              onClick={() => onChoose(option)}
            >
              {label(option)}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog title={t('service.title')} closeLabel={t('common.close')} onClose={onClose}>
      {body}
    </Dialog>
  );
}
