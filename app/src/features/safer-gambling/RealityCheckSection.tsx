/** The reality check: one of the intervals the site offers, or off. Nothing is pre-chosen for the member but what they saved. */
import { useState, type FormEvent } from 'react';
import type { SaferGamblingState } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyErrorMessage, useOnePost } from '../../domains/money/money-post';
import { FormSubmit } from '../../ui/FormSubmit';
import { setRealityCheck } from './api/set-reality-check';
import { useRefusalFormat } from '../../domains/safer-gambling/refusal-format';

export function RealityCheckSection({
  state,
  intervals,
  onChanged,
}: {
  state: SaferGamblingState;
  intervals: number[];
  onChanged: (state: SaferGamblingState) => void;
}) {
  const { t } = useI18n();
  const refusal = useRefusalFormat();
  const saved = state.realityCheckMinutes;
  const [choice, setChoice] = useState<number | null>(saved);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const { busy, run } = useOnePost();

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      setError('');
      setDone(false);
      try {
        onChanged(await setRealityCheck(choice));
        setDone(true);
      } catch (failure) {
        setError(moneyErrorMessage(failure, t, { refusal }));
      }
    });
  }

  const option = (value: number | null, label: string) => (
    <label key={value ?? 'off'} className="choice">
      <input
        type="radio"
        name="reality-check"
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          setDone(false);
        }}
      />
      <span className="choice-name">{label}</span>
    </label>
  );

  return (
    <section className="rg-section card" aria-labelledby="rg-reality">
      <h2 id="rg-reality">{t('rg.limits.realityTitle')}</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="choice-group">
          <legend className="rg-note">{t('rg.limits.realityIntro')}</legend>
          {option(null, t('rg.limits.realityOff'))}
          {intervals.map((minutes) =>
            option(minutes, t('rg.limits.realityEvery', { count: minutes })),
          )}
        </fieldset>
        <p role="status" className="rg-saved">
          {done ? t('rg.limits.realitySaved') : ''}
        </p>
        <FormSubmit
          error={error}
          busy={busy}
          label={t('rg.limits.save')}
          busyLabel={t('common.pleaseWait')}
        />
      </form>
    </section>
  );
}
