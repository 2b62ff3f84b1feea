/**
 * Changing one limit: the new value typed freely, what it will do said before saving (a lower
 * limit applies at once, a higher one or a removal after 24 hours, with the time), then the
 * server's answer. Cancel sits beside Save, as prominent.
 */
import { useState, type FormEvent } from 'react';
import type { LimitState, SaferGamblingState, SetLimit } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyErrorMessage, useOnePost } from '../../domains/money/money-post';
import { Button } from '../../ui/Button';
import { AmountField } from '../../ui/AmountField';
import { TextField } from '../../ui/TextField';
import { setLimit } from './api/set-limit';
import { useLimitEntry } from './limit-entry';
import { plannedChange } from './rules';
import { useWhen } from './when';
import { useRefusalFormat } from '../../domains/safer-gambling/refusal-format';

function body(limit: LimitState, value: number | null): SetLimit {
  return limit.kind === 'SESSION_TIME'
    ? { kind: 'SESSION_TIME', period: 'DAILY', minutes: value }
    : { kind: limit.kind, period: limit.period, amountMinor: value };
}

export function LimitEditor({
  limit,
  name,
  now,
  onSaved,
  onCancel,
}: {
  limit: LimitState;
  name: string;
  now: string;
  onSaved: (state: SaferGamblingState) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const refusal = useRefusalFormat();
  const when = useWhen();
  const entry = useLimitEntry(limit.kind);
  const { busy, run } = useOnePost();
  const [error, setError] = useState('');

  const save = (value: number | null) =>
    void run(async () => {
      setError('');
      try {
        onSaved(await setLimit(body(limit, value)));
      } catch (failure) {
        setError(moneyErrorMessage(failure, t, { refusal }));
      }
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    entry.submit();
    if (busy || entry.value === null) return;
    save(entry.value);
  }

  const planned = entry.value === null ? null : plannedChange(limit, entry.value, now);
  const removal = plannedChange(limit, null, now);
  const field =
    limit.kind === 'SESSION_TIME' ? (
      <TextField
        label={t('rg.limits.newMinutes', { name })}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={entry.text}
        error={entry.problem}
        onChange={(event) => entry.setText(event.target.value)}
      />
    ) : (
      <AmountField
        label={t('rg.limits.newAmount', { name })}
        value={entry.text}
        error={entry.problem}
        onChange={entry.setText}
      />
    );

  return (
    <form className="rg-editor" onSubmit={submit} noValidate>
      {field}
      {planned ? (
        <p className="rg-note" aria-live="polite">
          {planned.when === 'later'
            ? t('rg.limits.raiseNote', { date: when(planned.at) })
            : t('rg.limits.lowerNote')}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rg-actions">
        <Button type="submit" busy={busy} disabled={busy}>
          {t('rg.limits.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('rg.page.cancel')}
        </Button>
      </div>
      {limit.value !== null && removal.when === 'later' ? (
        <div className="rg-remove">
          <p className="rg-note">{t('rg.limits.removeNote', { date: when(removal.at) })}</p>
          <Button variant="secondary" disabled={busy} onClick={() => save(null)}>
            {t('rg.limits.remove')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
