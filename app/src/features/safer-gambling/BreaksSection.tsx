/**
 * Take a break: a time-out of 1 to 42 days or a self-exclusion, each started only through the
 * two-step BreakDialog. Nothing is pre-chosen. While a break is in force it shows with its end.
 */
import { useState } from 'react';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_DAYS,
  type SaferGamblingState,
  type SelfExclusionPeriod,
} from '@wps/contract/safer-gambling';
import { selfExclusionEnd, timeOutEnd } from '@wps/contract/safer-gambling-rules';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { isOnBreak } from '../../lib/safer-gambling/state';
import { Button } from '../../ui/Button';
import type { BreakChoice } from './api/start-break';
import { BreakDialog } from './BreakDialog';
import { useWhen } from './when';

const PERIOD_NAMES: Record<SelfExclusionPeriod, MessageKey> = {
  '6M': 'rg.breaks.months6',
  '1Y': 'rg.breaks.year1',
  '5Y': 'rg.breaks.years5',
  INDEFINITE: 'rg.breaks.indefinite',
};

export function BreaksSection({
  state,
  timeZone,
  timeOut,
  selfExclusion,
  onChanged,
}: {
  state: SaferGamblingState;
  timeZone: string;
  timeOut: boolean;
  selfExclusion: boolean;
  onChanged: (state: SaferGamblingState) => void;
}) {
  const { t } = useI18n();
  const when = useWhen();
  const [days, setDays] = useState<number | null>(null);
  const [period, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  const [asking, setAsking] = useState<BreakChoice | null>(null);
  const now = Date.parse(state.now);
  const active = isOnBreak(state) ? state.activeBreak : null;

  const labelOf = (choice: BreakChoice) =>
    choice.kind === 'TIME_OUT'
      ? t('rg.breaks.days', { count: choice.days })
      : t(PERIOD_NAMES[choice.period]);
  const endOf = (choice: BreakChoice) =>
    choice.kind === 'TIME_OUT'
      ? timeOutEnd(now, choice.days * 24)
      : selfExclusionEnd(now, choice.period, timeZone);

  const group = <T extends string | number>(
    name: string,
    legend: string,
    values: readonly T[],
    chosen: T | null,
    choose: (value: T) => void,
    label: (value: T) => string,
  ) => (
    <fieldset className="choice-group">
      <legend className="field-label">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="choice">
          <input
            type="radio"
            name={name}
            checked={chosen === value}
            onChange={() => choose(value)}
          />
          <span className="choice-name">{label(value)}</span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className="rg-section card" aria-labelledby="rg-breaks">
      <h2 id="rg-breaks">{t('rg.breaks.title')}</h2>
      {active ? (
        <p className="rg-active" role="status">
          {active.endsAt === null
            ? t('rg.breaks.activeNever')
            : t('rg.breaks.active', { date: when(active.endsAt) })}
        </p>
      ) : null}
      <p className="rg-note">{t('rg.breaks.intro')}</p>
      {timeOut ? (
        <div className="rg-break-kind">
          {group('time-out', t('rg.breaks.timeOut'), TIME_OUT_DAYS, days, setDays, (d) =>
            t('rg.breaks.days', { count: d }),
          )}
          <Button
            variant="secondary"
            disabled={days === null}
            onClick={() => days !== null && setAsking({ kind: 'TIME_OUT', days })}
          >
            {t('rg.breaks.startTimeOut')}
          </Button>
        </div>
      ) : null}
      {selfExclusion ? (
        <div className="rg-break-kind">
          {group(
            'self-exclusion',
            t('rg.breaks.selfExclusion'),
            SELF_EXCLUSION_PERIODS,
            period,
            setPeriod,
            (p) => t(PERIOD_NAMES[p]),
          )}
          <Button
            variant="secondary"
            disabled={period === null}
            onClick={() => period !== null && setAsking({ kind: 'SELF_EXCLUSION', period })}
          >
            {t('rg.breaks.startSelfExclusion')}
          </Button>
        </div>
      ) : null}
      {asking ? (
        <BreakDialog
          choice={asking}
          label={labelOf(asking)}
          endsAt={endOf(asking)}
          onClose={() => setAsking(null)}
          onStarted={(next) => {
            setAsking(null);
            onChanged(next);
          }}
        />
      ) : null}
    </section>
  );
}
