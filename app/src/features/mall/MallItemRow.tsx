/**
 * One item of the point market: name, description, price in points, the cash a CASH item pays,
 * what is left, and Redeem (disabled once sold out; a member short of points may still open the
 * dialog, and the server's refusal says by how much).
 */
import { useId } from 'react';
import type { MallItem } from '@wps/contract/loyalty';
import { useI18n } from '../../lib/i18n/i18n';
import { useMoney } from '../../domains/money/useMoney';
import { Button } from '../../ui/Button';

export function MallItemRow({ item, onRedeem }: { item: MallItem; onRedeem: () => void }) {
  const { t } = useI18n();
  const { moneyInText } = useMoney();
  const nameId = useId();
  const soldOut = item.stock === 0;
  return (
    <li className="money-row loyalty-row" data-testid="mall-item" data-sold-out={soldOut}>
      <span className="money-row-main">
        <strong id={nameId}>
          <bdi>{item.name}</bdi>
        </strong>
        {item.description ? (
          <span className="muted">
            <bdi>{item.description}</bdi>
          </span>
        ) : null}
        <span className="loyalty-pays">{t('points.count', { count: item.points })}</span>
        {item.kind === 'CASH' && item.cashMinor > 0 ? (
          <span>{t('mall.cashBonus', { amount: moneyInText(item.cashMinor) })}</span>
        ) : null}
      </span>
      <span className="money-row-side">
        <span className={soldOut ? 'status status-rejected' : 'muted'} data-testid="mall-stock">
          {soldOut ? t('mall.soldOut') : t('mall.stock', { count: item.stock })}
        </span>
        <Button
          className="btn-small"
          variant={soldOut ? 'secondary' : 'primary'}
          disabled={soldOut}
          aria-describedby={nameId}
          onClick={onRedeem}
        >
          {t('mall.redeem')}
        </Button>
      </span>
    </li>
  );
}
