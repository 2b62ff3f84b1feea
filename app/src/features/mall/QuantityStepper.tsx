/**
 * A whole-number quantity between bounds: − and + buttons of 44 px around a number field, which
 * also takes typing and the arrow keys (a native spinbutton, read out with its bounds).
 */
import { useId } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import '../../styles/fields.css';

export function QuantityStepper({
  value,
  min,
  max,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, Math.trunc(next))));
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('mall.quantity')}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="btn btn-secondary stepper-button"
          aria-label={t('mall.fewer')}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="field-input stepper-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => {
            // An emptied field keeps the last quantity until a number is typed.
            if (event.target.value !== '') set(Number(event.target.value));
          }}
        />
        <button
          type="button"
          className="btn btn-secondary stepper-button"
          aria-label={t('mall.more')}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
