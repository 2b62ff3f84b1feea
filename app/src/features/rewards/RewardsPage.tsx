/**
 * /m/rewardCenter (spec §2): the rewards the operator granted the member. Offered only
 * while the site's REWCEN3 switch is on, the member menu's rule: off, the page says so, links
 * home and asks the server nothing (it would refuse with rewards.disabled anyway).
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useRewardCentreOffered } from '../../domains/site/reward-centre';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { RewardCentre } from './RewardCentre';
import '../../styles/money.css';
import '../../styles/loyalty.css';

export default function RewardsPage() {
  const { t } = useI18n();
  const offered = useRewardCentreOffered();
  if (offered === undefined) return <PageLoadState title={t('page.rewardCenter')} />;
  return (
    <Page title={t('page.rewardCenter')}>
      {offered ? (
        <RewardCentre />
      ) : (
        <EmptyState
          icon="gift"
          title={t('rewards.notOffered')}
          action={
            <AppLink className="btn btn-secondary" to={Paths.home}>
              {t('common.backHome')}
            </AppLink>
          }
        />
      )}
    </Page>
  );
}
