/** The registration content (spec §2): by username or by mobile number; page or dialog. */
import { useId, useState, type ReactNode } from 'react';
import { useDeviceIdSync } from '../../domains/account/useDeviceIdSync';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { TabPills } from '../../ui/TabPills';
import { MobileRegisterForm } from './MobileRegisterForm';
import { RegistrationWarning } from './RegistrationWarning';
import { UsernameRegisterForm } from './UsernameRegisterForm';
import '../../styles/forms.css';

type Method = 'username' | 'mobile';

/**
 * `social`: the social sign-in the shell composes in (features never import each other).
 * `onLogin`: in a dialog, the log-in link switches dialogs instead of leaving the page.
 */
export function RegisterPanel({
  social,
  onLogin,
  className = 'auth-card',
}: {
  social?: ReactNode;
  onLogin?: () => void;
  className?: string;
}) {
  // The device id this form sends follows the image CDN's (domains/account/useDeviceIdSync).
  useDeviceIdSync();
  const { t } = useI18n();
  const idPrefix = `register${useId().replace(/:/g, '')}`;
  const TABS: { id: Method; label: string }[] = [
    { id: 'username', label: t('register.byUsername') },
    { id: 'mobile', label: t('register.byMobile') },
  ];
  const [method, setMethod] = useState<Method>('username');
  return (
    <div className={className}>
      <RegistrationWarning />
      <TabPills
        idPrefix={idPrefix}
        label={t('register.method')}
        tabs={TABS}
        value={method}
        onChange={setMethod}
      />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${method}`}>
        {method === 'username' ? <UsernameRegisterForm /> : <MobileRegisterForm />}
      </div>
      {social}
      <p className="auth-switch">
        {t('register.haveAccount')}{' '}
        {onLogin ? (
          <button type="button" className="link-button" onClick={onLogin}>
            {t('header.login')}
          </button>
        ) : (
          <AppLink to={Paths.login}>{t('header.login')}</AppLink>
        )}
      </p>
    </div>
  );
}
