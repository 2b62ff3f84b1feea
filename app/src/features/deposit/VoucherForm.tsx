/** A voucher or bonus code: claimed once (the server refuses the second time). */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VoucherClaim } from '@wps/contract/money';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyKeys } from '../../domains/money/account-summary';
import { walletKeys } from '../../domains/money/balance';
import { moneyErrorMessage, useIdempotencyKey, useOnePost } from '../../domains/money/money-post';
import { useMoney } from '../../domains/money/useMoney';
import { useRefusalFormat } from '../../domains/safer-gambling/refusal-format';
import { FormSubmit } from '../../ui/FormSubmit';
import { TextField } from '../../ui/TextField';
import { claimVoucher } from './api/claim-voucher';
import { NewBalance } from './NewBalance';

export function VoucherForm() {
  const { t } = useI18n();
  const { moneyInText } = useMoney();
  const refusal = useRefusalFormat();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [claimed, setClaimed] = useState<VoucherClaim | null>(null);
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();

  function claim(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError(t('voucher.error.empty'));
    setError('');
    setClaimed(null);
    void run(async () => {
      try {
        setClaimed(await claimVoucher(trimmed, idempotency.keyFor(trimmed)));
        idempotency.done();
        setCode('');
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
      } catch (failure) {
        setError(moneyErrorMessage(failure, t, { refusal }));
      }
    });
  }

  return (
    <form className="money-form card" onSubmit={claim} noValidate>
      <TextField
        label={t('voucher.code')}
        name="voucher"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        value={code}
        error={error || undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setError('');
        }}
      />
      <FormSubmit busy={busy} label={t('voucher.claim')} busyLabel={t('common.pleaseWait')} />
      {claimed ? (
        <div className="money-status" role="status">
          <p className="money-status-title">
            {t('voucher.claimed', { amount: moneyInText(claimed.amountMinor) })}
          </p>
          <NewBalance />
        </div>
      ) : null}
    </form>
  );
}
