/** Registration (spec §2 /m/register, /m/register.html): by username or by mobile number. */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { Page } from '../../ui/Page';
import { MobileRegisterForm } from './MobileRegisterForm';
import { UsernameRegisterForm } from './UsernameRegisterForm';

type Method = 'username' | 'mobile';

export default function RegisterPage() {
  const { t } = useI18n();
  const [method, setMethod] = useState<Method>('username');
  const tab = (id: Method, label: string) => (
    <button
      type="button"
      role="tab"
      id={`register-tab-${id}`}
      aria-selected={method === id}
      aria-controls="register-panel"
      className="tab-pill"
      onClick={() => setMethod(id)}
    >
      {label}
    </button>
  );
  return (
    <Page title={t('page.register')}>
      <div className="card auth-card">
        <div className="tab-pills" role="tablist" aria-label={t('register.method')}>
          {tab('username', t('register.byUsername'))}
          {tab('mobile', t('register.byMobile'))}
        </div>
        <div id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${method}`}>
          {method === 'username' ? <UsernameRegisterForm /> : <MobileRegisterForm />}
        </div>
        <p className="auth-switch">
          {t('register.haveAccount')} <AppLink to={Paths.login}>{t('header.login')}</AppLink>
        </p>
      </div>
    </Page>
  );
}
