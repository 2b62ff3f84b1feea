/** Registration (spec §2 /m/register, /m/register.html): by username or by mobile number. */
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { Page } from '../../ui/Page';
import { TabPills } from '../../ui/TabPills';
import { MobileRegisterForm } from './MobileRegisterForm';
import { UsernameRegisterForm } from './UsernameRegisterForm';

type Method = 'username' | 'mobile';

/** `social`: the social sign-in the shell composes in (features never import each other). */
export default function RegisterPage({ social }: { social?: ReactNode }) {
  const { t } = useI18n();
  const TABS: { id: Method; label: string }[] = [
    { id: 'username', label: t('register.byUsername') },
    { id: 'mobile', label: t('register.byMobile') },
  ];
  const [method, setMethod] = useState<Method>('username');
  return (
    <Page title={t('page.register')}>
      <div className="card auth-card">
        <TabPills
          idPrefix="register"
          label={t('register.method')}
          tabs={TABS}
          value={method}
          onChange={setMethod}
        />
        <div id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${method}`}>
          {method === 'username' ? <UsernameRegisterForm /> : <MobileRegisterForm />}
        </div>
        {social}
        <p className="auth-switch">
          {t('register.haveAccount')} <AppLink to={Paths.login}>{t('header.login')}</AppLink>
        </p>
      </div>
    </Page>
  );
}
