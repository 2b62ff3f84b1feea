/** /m/register and /m/register.html (spec §2). */
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { RegisterPanel } from './RegisterPanel';
import '../../styles/forms.css';

export default function RegisterPage({ social }: { social?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Page title={t('page.register')}>
      <RegisterPanel social={social} className="card auth-card" />
    </Page>
  );
}
