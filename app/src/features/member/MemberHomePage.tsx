import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_TYPES } from '@wps/contract/member';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useAppNavigate } from '../../lib/router/navigate';
import { endLocalSession, useLogout } from '../../domains/account/logout';
import { sessionStore, useSession } from '../../lib/session/store';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { MemberAvatar } from './MemberAvatar';
import { MemberMenu } from './MemberMenu';
import { memberLoaded, useMemberInfo } from '../../domains/member/member-info';
import { hasVip } from '../../domains/member/vip';
import '../../styles/forms.css';

// Its own chunk: the money formatting it needs stays out of the route table's preload lists on the
// first paint of /m/home.
const BalanceCard = lazy(() => import('./BalanceCard'));

export default function MemberHomePage() {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const info = useMemberInfo(session?.token ?? null);
  const logoutMutation = useLogout();

  useEffect(() => {
    if (info.data) sessionStore.dispatch(memberLoaded(info.data));
  }, [info.data]);

  async function logOut() {
    // The local session ends whatever the server answers: a player who taps log out is out.
    await logoutMutation.mutateAsync().catch(() => undefined);
    endLocalSession(queryClient);
    navigate(Paths.home, { replace: true });
  }

  const member = info.data;
  return (
    <Page title={t('page.memberHome')}>
      {info.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : member ? (
        <section className="card member-card" aria-labelledby="member-name">
          <MemberAvatar userName={member.userName} />
          <div>
            <p id="member-name" className="member-name" data-testid="member-name">
              {t('member.greeting', { name: member.nickname || member.userName })}
            </p>
            <dl className="member-facts">
              <dt>{t('member.account')}</dt>
              <dd dir="ltr" data-testid="member-account">
                {member.userName}
              </dd>
              <dt>{t('member.type')}</dt>
              <dd>
                {AGENT_TYPES.includes(member.type)
                  ? t('member.type.agent')
                  : t('member.type.member')}
              </dd>
              {hasVip(member.clubLabel) ? (
                <>
                  <dt>{t('member.vip')}</dt>
                  {/* The operator's name for the level, in its own direction (an English name
                      in the Urdu page, "2 Gold", keeps its digit first). */}
                  <dd data-testid="member-vip" dir="auto">
                    {member.clubLabel?.labelName?.trim()}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        </section>
      ) : (
        <EmptyState
          icon="alert"
          title={t('member.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void info.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {session ? (
        <Suspense fallback={<div className="card balance-card" aria-hidden="true" />}>
          <BalanceCard token={session.token} />
        </Suspense>
      ) : null}
      <MemberMenu agent={!!member && AGENT_TYPES.includes(member.type)} />
      <Button
        variant="secondary"
        block
        busy={logoutMutation.isPending}
        onClick={() => void logOut()}
      >
        <Icon name="logout" size={20} />
        {logoutMutation.isPending ? t('member.loggingOut') : t('member.logout')}
      </Button>
    </Page>
  );
}
