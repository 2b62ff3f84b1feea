/**
 * Redeeming an item: the quantity (1 to 10, at most the stock), the total in points, and a
 * confirm that posts once per intended redemption (one idempotency key per item and quantity: a
 * double tap redeems once). A refusal is said inside the dialog, which keeps the quantity chosen;
 * the points one is worded with the figures, read again from the refreshed mall.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoyaltyErrorCode, type MallItem, type Redemption } from '@wps/contract/loyalty';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import type { Language } from '../../lib/i18n/languages';
import { loyaltyErrorCode, loyaltyErrorMessage } from '../../domains/loyalty/errors';
import { loyaltyKeys } from '../../domains/loyalty/keys';
import { useIdempotencyKey, useOnePost } from '../../domains/money/money-post';
import { Dialog } from '../../ui/Dialog';
import { FormSubmit } from '../../ui/FormSubmit';
import { redeem } from './api/redeem';
import { QuantityStepper } from './QuantityStepper';
import { pointsShort, quantityBounds } from './redeem-rules';

type Refusal = { error: unknown; quantity: number };

function refusalText(
  { error, quantity }: Refusal,
  t: Translate,
  language: Language | null,
  item: MallItem,
  balance: number,
) {
  const code = loyaltyErrorCode(error);
  const points = (count: number) => t('points.count', { count });
  if (code === LoyaltyErrorCode.insufficientPoints) {
    const short = pointsShort(item.points, quantity, balance);
    return short > 0
      ? t('mall.error.points', {
          count: short,
          total: points(item.points * quantity),
          balance: points(balance),
        })
      : t('mall.error.pointsShort');
  }
  if (code === LoyaltyErrorCode.quantityInvalid) {
    const { min, max } = quantityBounds(item.stock);
    return t('mall.error.quantity', {
      min: formatNumber(language, min),
      max: formatNumber(language, max),
    });
  }
  return loyaltyErrorMessage(error, t);
}

export function RedeemDialog({
  item,
  balance,
  onRedeemed,
  onClose,
}: {
  item: MallItem;
  /** The member's points as the mall last reported them. */
  balance: number;
  onRedeemed: (redemption: Redemption) => void;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const { busy, run } = useOnePost();
  const idempotency = useIdempotencyKey();
  const { min, max } = quantityBounds(item.stock);

  function confirm() {
    void run(async () => {
      setRefused(null);
      try {
        const done = await redeem(
          { itemId: item.id, quantity },
          idempotency.keyFor(`${item.id}:${quantity}`),
        );
        idempotency.done();
        onRedeemed(done);
      } catch (error) {
        setRefused({ error, quantity });
        // Stock or points on screen were out of date: the mall is asked again.
        if (loyaltyErrorCode(error))
          void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
      }
    });
  }

  return (
    <Dialog
      title={t('mall.redeemTitle', { name: item.name })}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <form
        className="money-form redeem-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p className="muted">
          {t('mall.priceEach', { points: t('points.count', { count: item.points }) })}
        </p>
        <QuantityStepper value={quantity} min={min} max={max} onChange={setQuantity} />
        <p className="redeem-total" data-testid="redeem-total">
          {t('mall.total', { points: t('points.count', { count: item.points * quantity }) })}
        </p>
        <p className="muted">
          {t('points.have', { points: t('points.count', { count: balance }) })}
        </p>
        <FormSubmit
          error={refused ? refusalText(refused, t, language, item, balance) : ''}
          busy={busy}
          label={t('mall.confirm')}
          busyLabel={t('common.pleaseWait')}
        />
      </form>
    </Dialog>
  );
}
