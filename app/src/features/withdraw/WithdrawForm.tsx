/**
 * A withdrawal: an account of the player's, an amount checked as typed against what is
 * available, the minimum, the maximum and the daily count. The server checks all of it again;
 * its refusal is shown translated and the typed amount stays, a new account's 24 h hold with
 * the time it ends.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawAccount, WithdrawSettings } from '@wps/contract/money';
import { useI18n } from '../../lib/i18n/i18n';
import { moneyKeys } from '../../domains/money/account-summary';
import { useAmountEntry } from '../../domains/money/amount-check';
import { walletKeys } from '../../domains/money/balance';
import { moneyErrorMessage, useIdempotencyKey, useOnePost } from '../../domains/money/money-post';
import { useMoney } from '../../domains/money/useMoney';
import { AmountField } from '../../ui/AmountField';
import { FormSubmit } from '../../ui/FormSubmit';
import { createWithdrawal } from './api/create-withdrawal';
import { heldMessage } from './held-message';
import { withdrawKeys } from './api/withdraw-settings';

export function WithdrawForm({
  settings,
  accounts,
}: {
  settings: WithdrawSettings;
  accounts: readonly WithdrawAccount[];
}) {
  const { t, language } = useI18n();
  const { moneyInText } = useMoney();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [serverError, setServerError] = useState('');
  const [done, setDone] = useState('');
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();
  const { minMinor, maxMinor, availableMinor } = settings;
  const entry = useAmountEntry({ minMinor, maxMinor, availableMinor });
  const countReached = settings.dailyCountUsed >= settings.dailyCountLimit;
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || countReached || !account) return;
    entry.submit();
    setServerError('');
    setDone('');
    if (!entry.check.ok) return;
    const { minor } = entry.check;
    void run(async () => {
      try {
        const withdrawal = await createWithdrawal({
          accountId: account.id,
          amountMinor: minor,
          idempotencyKey: idempotency.keyFor(`${account.id}:${minor}`),
        });
        idempotency.done();
        setDone(t('withdraw.done', { amount: moneyInText(withdrawal.amountMinor) }));
        entry.clear();
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
      } catch (error) {
        setServerError(
          heldMessage(error, t, language) ??
            moneyErrorMessage(error, t, { min: moneyInText(minMinor), max: moneyInText(maxMinor) }),
        );
      }
      // Done or refused, the page's figures are behind the server's now: show the new ones.
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    });
  }

  return (
    <form className="money-form card" onSubmit={submit} noValidate>
      <fieldset className="choice-group">
        <legend className="field-label">{t('withdraw.account')}</legend>
        {accounts.map((a) => (
          <label key={a.id} className="choice">
            <input
              type="radio"
              name="account"
              value={a.id}
              checked={a.id === account?.id}
              onChange={() => setAccountId(a.id)}
            />
            <span className="choice-name">
              <bdi>{a.name}</bdi>
            </span>
            <span className="choice-detail" dir="ltr" data-testid="account-masked">
              {a.masked}
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t('money.amount')}
        value={entry.amount}
        error={entry.problem}
        onChange={(value) => {
          entry.setAmount(value);
          setServerError('');
          setDone('');
        }}
      />
      <p className="muted">
        {t('withdraw.limits', {
          min: moneyInText(settings.minMinor),
          max: moneyInText(settings.maxMinor),
        })}{' '}
        {t('withdraw.dailyCount', {
          used: settings.dailyCountUsed,
          limit: settings.dailyCountLimit,
        })}
      </p>
      {done ? (
        <p className="form-success" role="status">
          {done}
        </p>
      ) : null}
      <FormSubmit
        error={countReached ? t('withdraw.error.dailyCount') : serverError}
        busy={busy}
        disabled={countReached}
        label={t('money.withdraw')}
        busyLabel={t('common.pleaseWait')}
      />
    </form>
  );
}
