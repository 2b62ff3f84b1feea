/** Points ledger rows: what changed the balance, the signed points, the points after, when, why. */
import type { PointsEntry } from '@wps/contract/loyalty';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { POINTS_TYPE_LABEL } from './type-labels';

export function PointsList({ items }: { items: readonly PointsEntry[] }) {
  const { t, language } = useI18n();
  return (
    <ul className="money-list" data-testid="points-entries">
      {items.map((item) => (
        <li key={item.id} className="money-row" data-type={item.type}>
          <span className="money-row-main">
            <strong>{t(POINTS_TYPE_LABEL[item.type])}</strong>
            <time className="muted" dateTime={new Date(item.createdAt).toISOString()}>
              {formatDate(language, item.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
            </time>
            {item.reference ? <bdi className="muted">{item.reference}</bdi> : null}
          </span>
          <span className="money-row-side">
            <strong className={item.points < 0 ? 'amount-out' : 'amount-in'}>
              {item.points > 0 ? '+' : ''}
              {t('points.count', { count: item.points })}
            </strong>
            <span className="muted">
              {t('points.balanceAfter', {
                points: t('points.count', { count: item.balanceAfter }),
              })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
