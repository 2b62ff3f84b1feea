/**
 * One mission: its title, the points it pays, a progress bar named by the title, and Claim once
 * it is complete. DEPOSIT_AMOUNT counts minor units, so its progress reads as money; the other
 * metrics count events.
 */
import { useId } from 'react';
import type { Mission } from '@wps/contract/loyalty';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useMoney } from '../../domains/money/useMoney';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

export function MissionRow({
  mission,
  claimedHere,
  busy,
  claiming,
  onClaim,
}: {
  mission: Mission;
  /** Claimed on this page before the refreshed board says so. */
  claimedHere: boolean;
  busy: boolean;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t, language } = useI18n();
  const { moneyInText } = useMoney();
  const titleId = useId();
  const status = claimedHere ? 'CLAIMED' : mission.status;
  const amount = (n: number) =>
    mission.metric === 'DEPOSIT_AMOUNT' ? moneyInText(n) : formatNumber(language, n);
  const progress = t('missions.progress', {
    progress: amount(mission.progress),
    target: amount(mission.target),
  });
  return (
    <li className="loyalty-row mission" data-status={status}>
      <span className="mission-head">
        <strong id={titleId}>
          <bdi>{mission.title}</bdi>
        </strong>
        <span className="loyalty-pays">
          {t('missions.reward', { points: t('points.count', { count: mission.points }) })}
        </span>
      </span>
      <progress
        className="loyalty-progress"
        max={mission.target}
        value={Math.min(mission.progress, mission.target)}
        aria-labelledby={titleId}
        aria-valuetext={progress}
      />
      <span className="mission-foot">
        <span className="muted" aria-hidden="true">
          {progress}
        </span>
        {status === 'CLAIMABLE' ? (
          <Button
            className="btn-small"
            busy={claiming}
            disabled={busy}
            aria-describedby={titleId}
            onClick={onClaim}
          >
            {t('missions.claim')}
          </Button>
        ) : status === 'CLAIMED' ? (
          <span className="status status-done">
            <Icon name="check" size={16} />
            {t('missions.claimed')}
          </span>
        ) : (
          <span className="status muted">{t('missions.inProgress')}</span>
        )}
      </span>
    </li>
  );
}
