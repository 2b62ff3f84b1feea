/**
 * Deposit: a channel, an amount (presets or typed, checked as the player types against the
 * channel's min and max), then pay. The payment page opens in a new window and the order is
 * followed by DepositProgress until it is paid, failed or expired.
 */
import { useState, type FormEvent } from 'react';
import { toMinor, type DepositOrder, type DepositSettings } from '@wps/contract/money';
import { useI18n } from '../../lib/i18n/i18n';
import { useAmountEntry } from '../../domains/money/amount-check';
import { formatAmountInput } from '../../domains/money/format';
import { moneyErrorMessage, useIdempotencyKey, useOnePost } from '../../domains/money/money-post';
import { useMoney } from '../../domains/money/useMoney';
import { useRefusalFormat } from '../../domains/safer-gambling/refusal-format';
import { AmountField } from '../../ui/AmountField';
import { EmptyState } from '../../ui/EmptyState';
import { FormSubmit } from '../../ui/FormSubmit';
import { createDeposit } from './api/create-deposit';
import { DepositProgress } from './DepositProgress';
import { openBlankWindow, sendToPayment } from './pay-window';

export function DepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useI18n();
  const { currency, money, moneyInText } = useMoney();
  const refusal = useRefusalFormat();
  const { digits } = currency;
  const [channelId, setChannelId] = useState(settings.channels[0]?.id ?? '');
  const [serverError, setServerError] = useState('');
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [windowOpened, setWindowOpened] = useState(false);
  // A second tap while the first is on its way is the same deposit: no second window, no post.
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();
  const channel = settings.channels.find((c) => c.id === channelId) ?? settings.channels[0];
  const limits = {
    minMinor: channel ? toMinor(channel.min, digits) : 0,
    maxMinor: channel ? toMinor(channel.max, digits) : 0,
  };
  const entry = useAmountEntry(limits);

  if (!settings.allowDeposit) {
    return <EmptyState icon="alert" title={t('deposit.notAllowed')} />;
  }
  if (!channel) return <EmptyState title={t('deposit.noChannels')} />;

  if (order) {
    return (
      <DepositProgress
        first={order}
        windowOpened={windowOpened}
        onDone={idempotency.done}
        onAgain={() => {
          setOrder(null);
          entry.clear();
        }}
      />
    );
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    if (busy || !channel) return;
    entry.submit();
    setServerError('');
    if (!entry.check.ok) return;
    const { minor } = entry.check;
    void run(async () => {
      // Opened now, inside the tap, or a popup blocker would refuse it.
      const win = openBlankWindow();
      try {
        const created = await createDeposit({
          channelId: channel.id,
          amountMinor: minor,
          idempotencyKey: idempotency.keyFor(`${channel.id}:${minor}`),
        });
        setWindowOpened(sendToPayment(win, created.payUrl));
        setOrder(created);
      } catch (error) {
        win?.close();
        setServerError(
          moneyErrorMessage(error, t, {
            min: moneyInText(limits.minMinor),
            max: moneyInText(limits.maxMinor),
            refusal,
          }),
        );
      }
    });
  }

  return (
    <form className="money-form card" onSubmit={pay} noValidate>
      <fieldset className="choice-group">
        <legend className="field-label">{t('deposit.channel')}</legend>
        {settings.channels.map((c) => (
          <label key={c.id} className="choice">
            <input
              type="radio"
              name="channel"
              value={c.id}
              checked={c.id === channel.id}
              onChange={() => setChannelId(c.id)}
            />
            <span className="choice-name">
              <bdi>{c.name}</bdi>
            </span>
            <span className="choice-detail" dir="ltr">
              {money(toMinor(c.min, digits))} – {money(toMinor(c.max, digits))}
            </span>
          </label>
        ))}
      </fieldset>
      {channel.presets.length > 0 ? (
        <div className="chips" role="group" aria-label={t('deposit.presets')}>
          {channel.presets.map((preset) => {
            const minor = toMinor(preset, digits);
            const text = formatAmountInput(minor, digits);
            return (
              <button
                key={preset}
                type="button"
                className="chip"
                dir="ltr"
                aria-pressed={entry.amount === text}
                onClick={() => entry.setAmount(text)}
              >
                {money(minor)}
              </button>
            );
          })}
        </div>
      ) : null}
      <AmountField
        label={t('money.amount')}
        value={entry.amount}
        error={entry.problem}
        onChange={(value) => {
          entry.setAmount(value);
          setServerError('');
        }}
      />
      <FormSubmit
        error={serverError}
        busy={busy}
        label={t('deposit.pay')}
        busyLabel={t('common.pleaseWait')}
      />
    </form>
  );
}
