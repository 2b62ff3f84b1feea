/**
 * A break asked for twice: first the consequences spelled out (no deposits or play until the
 * end, log-in and withdrawals still work, nothing can shorten or undo it), then a last question.
 * Cancel is always beside the next step, as large, and has the focus. The idempotency key lives
 * with the choice, so a double tap on the last step starts one break.
 */
import { useState } from 'react';
import type { SaferGamblingState } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyErrorMessage, useIdempotencyKey, useOnePost } from '../../domains/money/money-post';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { startBreak, type BreakChoice } from './api/start-break';
import { useWhen } from './when';
import { useRefusalFormat } from '../../domains/safer-gambling/refusal-format';

export function BreakDialog({
  choice,
  label,
  endsAt,
  onStarted,
  onClose,
}: {
  choice: BreakChoice;
  /** "7 days", "1 year", "indefinitely": the length chosen, in words. */
  label: string;
  /** When the break would end (epoch ms), null: never. */
  endsAt: number | null;
  onStarted: (state: SaferGamblingState) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const refusal = useRefusalFormat();
  const when = useWhen();
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState('');
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();
  const noPlay =
    endsAt === null ? t('rg.breaks.noPlayNever') : t('rg.breaks.noPlay', { date: when(endsAt) });

  const confirm = () =>
    void run(async () => {
      setError('');
      try {
        const state = await startBreak(choice, idempotency.keyFor(JSON.stringify(choice)));
        idempotency.done();
        onStarted(state);
      } catch (failure) {
        setError(moneyErrorMessage(failure, t, { refusal }));
      }
    });

  const cancel = (
    <Button variant="secondary" data-autofocus onClick={onClose}>
      {t('rg.page.cancel')}
    </Button>
  );
  // The step forward changes sides at the last step: a double tap on Continue lands on Cancel,
  // never on the button that starts the break.
  const footer =
    step === 1 ? (
      <div className="rg-actions">
        {cancel}
        <Button variant="secondary" onClick={() => setStep(2)}>
          {t('rg.breaks.continue')}
        </Button>
      </div>
    ) : (
      <div className="rg-actions">
        <Button variant="secondary" busy={busy} disabled={busy} onClick={confirm}>
          {t('rg.breaks.confirm')}
        </Button>
        {cancel}
      </div>
    );

  return (
    <Dialog
      // A new dialog for the last step, so that Cancel has the focus again.
      key={step}
      role="alertdialog"
      title={step === 1 ? t('rg.breaks.firstTitle') : t('rg.breaks.secondTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={footer}
    >
      <p className="rg-limit-value">{t('rg.breaks.length', { length: label })}</p>
      {step === 1 ? (
        <ul className="rg-consequences">
          <li>{noPlay}</li>
          <li>{t('rg.breaks.canWithdraw')}</li>
          <li>{t('rg.breaks.noUndo')}</li>
        </ul>
      ) : (
        <p>{t('rg.breaks.lastStep')}</p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
