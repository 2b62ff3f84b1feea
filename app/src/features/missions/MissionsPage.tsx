/**
 * /m/leaderBoard (spec §2): the points balance, the missions with the member's
 * progress and a Claim button once complete (domains/loyalty useClaim: a double tap claims once),
 * and the ranking by points earned.
 */
import { useId } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useClaim } from '../../domains/loyalty/useClaim';
import { useSession } from '../../lib/session/store';
import { PageLoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { PointsBalance } from '../../ui/PointsBalance';
import { claimMission } from './api/claim-mission';
import { useMissionBoard } from './api/missions';
import { MissionRow } from './MissionRow';
import { Ranking } from './Ranking';
import '../../styles/money.css';
import '../../styles/loyalty.css';

export default function MissionsPage() {
  const { t } = useI18n();
  const id = useId();
  const board = useMissionBoard(useSession().session?.token ?? null);
  const { busy, claiming, claimedHere, claimed, refusal, claim } = useClaim(claimMission);

  if (board.isPending) return <PageLoadState title={t('page.leaderBoard')} />;
  if (!board.data) {
    return <PageLoadState title={t('page.leaderBoard')} onRetry={() => void board.refetch()} />;
  }
  const { pointsBalance, missions, ranking, myRank } = board.data;
  return (
    <Page title={t('page.leaderBoard')}>
      <PointsBalance points={pointsBalance} />
      <div role="status" className="loyalty-outcome">
        {claimed ? (
          <p className="card money-status money-status-title" data-testid="mission-claimed">
            {t('missions.claimedMessage', {
              points: t('points.count', { count: claimed.points }),
            })}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p className="field-error loyalty-refusal" role="alert" data-testid="mission-refused">
          {refusal}
        </p>
      ) : null}
      <section className="card" aria-labelledby={id}>
        <h2 id={id} className="section-title">
          {t('missions.list')}
        </h2>
        {missions.length === 0 ? (
          <p className="muted">{t('missions.none')}</p>
        ) : (
          <ul className="money-list" data-testid="missions">
            {missions.map((mission) => (
              <MissionRow
                key={mission.id}
                mission={mission}
                claimedHere={claimedHere.has(mission.id)}
                busy={busy}
                claiming={claiming === mission.id}
                onClaim={() => claim(mission.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <Ranking top={ranking} mine={myRank} />
    </Page>
  );
}
