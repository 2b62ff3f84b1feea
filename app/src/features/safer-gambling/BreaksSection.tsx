/**
 * Take a break: a time-out of 1 to 42 days or a self-exclusion, each started only through the
 * two-step BreakDialog. While a break is in force it shows with its end.
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
import { isOnBreak } from '../../domains/safer-gambling/state';
import type { BreakChoice } from './api/start-break';
import { BreakDialog } from './BreakDialog';
import { BreakPicker, type BreakOption } from './BreakPicker';
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

  const timeOuts: BreakOption[] = TIME_OUT_DAYS.map((days) => {
    const choice: BreakChoice = { kind: 'TIME_OUT', days };
    return { key: String(days), label: labelOf(choice), choice };
  });
  const exclusions: BreakOption[] = SELF_EXCLUSION_PERIODS.map((period) => {
    const choice: BreakChoice = { kind: 'SELF_EXCLUSION', period };
    return { key: period, label: labelOf(choice), choice };
  });

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
        <BreakPicker
          name="time-out"
          legend={t('rg.breaks.timeOut')}
          options={timeOuts}
          action={t('rg.breaks.startTimeOut')}
          onAsk={setAsking}
        />
      ) : null}
      {selfExclusion ? (
        <BreakPicker
          name="self-exclusion"
          legend={t('rg.breaks.selfExclusion')}
          options={exclusions}
          action={t('rg.breaks.startSelfExclusion')}
          onAsk={setAsking}
        />
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
