/**
 * Agent registration (spec §2 /m/agentRegister): where agents (member type 1 or 2) land from the
 * referral button; their link registers players under their affiliate code.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { Page } from '../../ui/Page';
import { CopyField } from './CopyField';
import '../../styles/content.css';

export default function AgentRegisterPage() {
  const { t } = useI18n();
  const { session } = useSession();
  if (!session) return null; // the route guard sends guests to /m/login
  const link = `${location.origin}${Paths.register}?affiliateCode=${encodeURIComponent(session.userName)}`;
  return (
    <Page title={t('page.agentRegister')}>
      <section className="content-card content-card-body">
        <p>{t('agent.intro')}</p>
        <CopyField label={t('invite.link')} value={link} testId="agent-link" />
      </section>
    </Page>
  );
}
