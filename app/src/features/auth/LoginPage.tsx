/** /m/login (spec §2): by username and password, or by SMS code. */
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { Page } from '../../ui/Page';
import { TabPills } from '../../ui/TabPills';
import { SmsLoginForm } from './SmsLoginForm';
import { UsernameLoginForm } from './UsernameLoginForm';

type Method = 'username' | 'sms';

/** `social`: the social sign-in the shell composes in (features never import each other). */
export default function LoginPage({ social }: { social?: ReactNode }) {
  const { t } = useI18n();
  const TABS: { id: Method; label: string }[] = [
    { id: 'username', label: t('login.byPassword') },
    { id: 'sms', label: t('login.bySms') },
  ];
  const [method, setMethod] = useState<Method>('username');
  return (
    <Page title={t('page.login')}>
      <div className="card auth-card">
        <div>
          <p className="auth-lead">{t('login.title')}</p>
          <p className="muted">{t('login.subtitle')}</p>
        </div>
        <TabPills
          idPrefix="login"
          label={t('login.method')}
          tabs={TABS}
          value={method}
          onChange={setMethod}
        />
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${method}`}>
          {method === 'username' ? <UsernameLoginForm /> : <SmsLoginForm />}
        </div>
        {social}
        <p className="auth-switch">
          {t('login.noAccount')} <AppLink to={Paths.register}>{t('login.registerLink')}</AppLink>
        </p>
      </div>
    </Page>
  );
}
