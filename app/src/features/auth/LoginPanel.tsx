/** The login content (spec §2): by username and password, or by SMS code; page or dialog. */
import { useId, useState, type ReactNode } from 'react';
import { useDeviceIdSync } from '../../domains/account/useDeviceIdSync';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { TabPills } from '../../ui/TabPills';
import { SmsLoginForm } from './SmsLoginForm';
import { UsernameLoginForm } from './UsernameLoginForm';
import '../../styles/forms.css';

type Method = 'username' | 'sms';

/**
 * `social`: the social sign-in the shell composes in (features never import each other).
 * `onRegister`: in a dialog, the sign-up link switches dialogs instead of leaving the page.
 */
export function LoginPanel({
  social,
  onRegister,
  className = 'auth-card',
}: {
  social?: ReactNode;
  onRegister?: () => void;
  className?: string;
}) {
  // The device id this form sends follows the image CDN's (domains/account/useDeviceIdSync).
  useDeviceIdSync();
  const { t } = useI18n();
  const idPrefix = `login${useId().replace(/:/g, '')}`;
  const TABS: { id: Method; label: string }[] = [
    { id: 'username', label: t('login.byPassword') },
    { id: 'sms', label: t('login.bySms') },
  ];
  const [method, setMethod] = useState<Method>('username');
  return (
    <div className={className}>
      <div>
        <p className="auth-lead">{t('login.title')}</p>
        <p className="muted">{t('login.subtitle')}</p>
      </div>
      <TabPills
        idPrefix={idPrefix}
        label={t('login.method')}
        tabs={TABS}
        value={method}
        onChange={setMethod}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${method}`}>
        {method === 'username' ? <UsernameLoginForm /> : <SmsLoginForm />}
      </div>
      {social}
      <p className="auth-switch">
        {t('login.noAccount')}{' '}
        {onRegister ? (
          <button type="button" className="link-button" onClick={onRegister}>
            {t('login.registerLink')}
          </button>
        ) : (
          <AppLink to={Paths.register}>{t('login.registerLink')}</AppLink>
        )}
      </p>
    </div>
  );
}
