/** The period a ledger covers: the last 7, 30 or 90 days (both ledgers offer the same). */
import { useId } from 'react';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

const PERIODS = [7, 30, 90] as const;

export function PeriodSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (days: number) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('transactions.period')}
      </label>
      <div className="field-control">
        <select
          id={id}
          className="field-input"
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {PERIODS.map((days) => (
            <option key={days} value={days}>
              {t('transactions.lastDays', { count: formatNumber(language, days) })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
