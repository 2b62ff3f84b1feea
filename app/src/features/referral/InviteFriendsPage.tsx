/**
 * Invite friends (spec §2 /m/inviteFriends, public): the member's referral code and a
 * registration link carrying it (referralCode is a kept tracking parameter, spec §2). Guests are
 * asked to log in first.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { useMemberInfo } from '../../domains/member/member-info';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { CopyField } from './CopyField';
import '../../styles/content.css';

export function referralLink(origin: string, code: string): string {
  return `${origin}${Paths.register}?referralCode=${encodeURIComponent(code)}`;
}

export default function InviteFriendsPage() {
  const { t } = useI18n();
  const { session } = useSession();
  const info = useMemberInfo(session?.token ?? null);
  const id = info.data?.id ?? info.data?.customerId ?? session?.id;

  return (
    <Page title={t('page.inviteFriends')}>
      {!session ? (
        <EmptyState
          title={t('page.inviteFriends')}
          action={
            <AppLink className="btn btn-primary" to={Paths.login}>
              {t('header.login')}
            </AppLink>
          }
        >
          {t('invite.guest')}
        </EmptyState>
      ) : id == null ? null : (
        <section className="content-card content-card-body">
          <CopyField label={t('invite.code')} value={String(id)} testId="referral-code" />
          <CopyField
            label={t('invite.link')}
            value={referralLink(location.origin, String(id))}
            testId="referral-link"
          />
        </section>
      )}
    </Page>
  );
}
