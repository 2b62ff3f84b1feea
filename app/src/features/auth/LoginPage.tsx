/** /m/login (spec §2): by username and password, or by SMS code. */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { Page } from '../../ui/Page';
import { SmsLoginForm } from './SmsLoginForm';
import { UsernameLoginForm } from './UsernameLoginForm';

type Method = 'username' | 'sms';

export default function LoginPage() {
  const { t } = useI18n();
  const [method, setMethod] = useState<Method>('username');
  const tab = (id: Method, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${id}`}
      aria-selected={method === id}
      aria-controls="login-panel"
      className="tab-pill"
      onClick={() => setMethod(id)}
    >
      {label}
    </button>
  );
  return (
    <Page title={t('page.login')}>
      <div className="card auth-card">
        <div>
          <p className="auth-lead">{t('login.title')}</p>
          <p className="muted">{t('login.subtitle')}</p>
        </div>
        <div className="tab-pills" role="tablist" aria-label={t('login.method')}>
          {tab('username', t('login.byPassword'))}
          {tab('sms', t('login.bySms'))}
        </div>
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${method}`}>
          {method === 'username' ? <UsernameLoginForm /> : <SmsLoginForm />}
        </div>
        <p className="auth-switch">
          {t('login.noAccount')} <AppLink to={Paths.register}>{t('login.registerLink')}</AppLink>
        </p>
      </div>
    </Page>
  );
}
