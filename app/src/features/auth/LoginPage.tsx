/** /m/login (spec §2). */
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { LoginPanel } from './LoginPanel';
import '../../styles/forms.css';

export default function LoginPage({ social }: { social?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Page title={t('page.login')}>
      <LoginPanel social={social} className="card auth-card" />
    </Page>
  );
}
