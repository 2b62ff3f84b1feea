/**
 * The member's rewards, available ones first, each with Claim while available (domains/loyalty
 * useClaim: a double tap claims once). A claim says what it paid and the new points balance;
 * the list, the cash balance and every points figure are then asked again.
 */
import { useId } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useClaim } from '../../domains/loyalty/useClaim';
import { useMoney } from '../../domains/money/useMoney';
import { useSession } from '../../lib/session/store';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadState';
import { Spinner } from '../../ui/Spinner';
import { claimReward } from './api/claim-reward';
import { useRewards } from './api/rewards';
import { rewardAmounts } from './reward-text';
import { RewardRow } from './RewardRow';

export function RewardCentre() {
  const { t } = useI18n();
  const { moneyInText } = useMoney();
  const id = useId();
  const rewards = useRewards(useSession().session?.token ?? null);
  const { busy, claiming, claimedHere, claimed, refusal, claim } = useClaim(claimReward);

  if (rewards.isPending) return <Spinner label={t('common.loading')} />;
  if (!rewards.data) return <LoadFailed onRetry={() => void rewards.refetch()} />;
  const { items } = rewards.data;
  return (
    <>
      <div role="status" className="loyalty-outcome">
        {claimed ? (
          <div className="card money-status" data-testid="reward-claimed">
            <p className="money-status-title">
              {t('rewards.claimed', {
                reward: rewardAmounts(claimed.cashMinor, claimed.points, t, moneyInText),
              })}
            </p>
            <p>
              {t('points.now', { points: t('points.count', { count: claimed.pointsBalance }) })}
            </p>
          </div>
        ) : null}
      </div>
      {refusal ? (
        <p className="field-error loyalty-refusal" role="alert" data-testid="reward-refused">
          {refusal}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon="gift" title={t('rewards.none')} />
      ) : (
        <section className="card" aria-labelledby={id}>
          <h2 id={id} className="section-title">
            {t('rewards.list')}
          </h2>
          <ul className="money-list" data-testid="rewards">
            {items.map((reward) => (
              <RewardRow
                key={reward.id}
                reward={reward}
                claimedHere={claimedHere.has(reward.id)}
                busy={busy}
                claiming={claiming === reward.id}
                onClaim={() => claim(reward.id)}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
