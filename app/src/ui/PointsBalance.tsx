/**
 * The member's points balance, as the missions board and the mall report it. Points
 * are whole numbers and never money: a plural message, not the currency format.
 */
import { useId } from 'react';
import { useI18n } from '../lib/i18n/i18n';
import '../styles/loyalty.css';

export function PointsBalance({ points }: { points: number }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section className="card points-card" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t('points.balance')}
      </h2>
      <p className="points-amount" data-testid="points-balance">
        {t('points.count', { count: points })}
      </p>
    </section>
  );
}
