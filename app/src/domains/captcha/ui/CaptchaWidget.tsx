/** The captcha widget's face for each state (spec §2, §4, §8). */
import type { CaptchaState } from '../captcha-state';
import { useI18n } from '../../../lib/i18n/i18n';
import { Icon } from '../../../ui/Icon';
import '../../../styles/forms.css';

export function CaptchaWidget({
  state,
  onVerify,
  onRetry,
}: {
  state: CaptchaState;
  onVerify: () => void;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  if (state.status === 'loading') {
    return (
      <div className="captcha" data-state="loading" role="status">
        <span className="spinner spinner-small" aria-hidden="true" />
        {t('common.loading')}
      </div>
    );
  }
  if (state.status === 'success') {
    return (
      <div className="captcha captcha-success" data-state="success" role="status">
        <Icon name="check" size={20} />
        {t('captcha.success')}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <button type="button" className="captcha captcha-error" data-state="error" onClick={onRetry}>
        <span>
          {state.message || t('error.unknown')}
          {state.code ? ` (${state.code})` : ''}
        </span>
        <span className="captcha-retry">{t('captcha.retry')}</span>
      </button>
    );
  }
  return (
    <button type="button" className="captcha" data-state="waiting" onClick={onVerify}>
      <Icon name="shield" size={20} />
      {t('captcha.clickVerify')}
    </button>
  );
}
