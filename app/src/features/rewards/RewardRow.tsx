/** One reward: its title, what it pays, until when, its status, and Claim while available. */
import { useId } from 'react';
import type { Reward } from '@wps/contract/loyalty';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useMoney } from '../../domains/money/useMoney';
import { Button } from '../../ui/Button';

export function RewardRow({
  reward,
  claimedHere,
  busy,
  claiming,
  onClaim,
}: {
  reward: Reward;
  /** Claimed on this page before the refreshed list says so. */
  claimedHere: boolean;
  /** A claim is on its way: no other starts. */
  busy: boolean;
  /** This reward's claim is the one on its way. */
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t, language } = useI18n();
  const { money } = useMoney();
  const titleId = useId();
  const status = claimedHere ? 'CLAIMED' : reward.status;
  const date = (at: number) => formatDate(language, at, { dateStyle: 'medium' });
  const when =
    status === 'AVAILABLE'
      ? reward.expiresAt
        ? t('rewards.expires', { date: date(reward.expiresAt) })
        : t('rewards.noExpiry')
      : status === 'CLAIMED' && reward.claimedAt
        ? t('rewards.claimedOn', { date: date(reward.claimedAt) })
        : status === 'EXPIRED' && reward.expiresAt
          ? t('rewards.expiredOn', { date: date(reward.expiresAt) })
          : '';
  return (
    <li className="money-row loyalty-row" data-status={status}>
      <span className="money-row-main">
        <strong id={titleId}>
          <bdi>{reward.title}</bdi>
        </strong>
        <span className="loyalty-pays">
          {reward.cashMinor > 0 ? <span dir="ltr">{money(reward.cashMinor)}</span> : null}
          {reward.points > 0 ? <span>{t('points.count', { count: reward.points })}</span> : null}
        </span>
        {when ? <span className="muted">{when}</span> : null}
      </span>
      <span className="money-row-side">
        <span className="status" data-status={status}>
          {t(`rewards.status.${status}`)}
        </span>
        {status === 'AVAILABLE' ? (
          <Button
            className="btn-small"
            busy={claiming}
            disabled={busy}
            aria-describedby={titleId}
            onClick={onClaim}
          >
            {t('rewards.claim')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
