/**
 * /m/mall/mallHome (spec §2): the point market. The points balance, the items, and a
 * redemption dialog per item; a redemption says what was taken and the new points balance, and
 * the items, every points figure and (for cash) the balance are asked again.
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MallItem, Redemption } from '@wps/contract/loyalty';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { refreshAfterLoyaltyPost } from '../../domains/loyalty/refresh';
import { useSession } from '../../lib/session/store';
import { PageLoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { PointsBalance } from '../../ui/PointsBalance';
import { useMall } from './api/mall';
import { MallItemRow } from './MallItemRow';
import { RedeemDialog } from './RedeemDialog';
import '../../styles/money.css';
import '../../styles/loyalty.css';

export default function MallPage() {
  const { t, language } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const mall = useMall(useSession().session?.token ?? null);
  const [chosen, setChosen] = useState<MallItem | null>(null);
  const [redeemed, setRedeemed] = useState<{ name: string; redemption: Redemption } | null>(null);

  if (mall.isPending) return <PageLoadState title={t('page.mall')} />;
  if (!mall.data) {
    return <PageLoadState title={t('page.mall')} onRetry={() => void mall.refetch()} />;
  }
  const { pointsBalance, items } = mall.data;
  // The item as the mall now reports it (stock may have changed since the dialog opened).
  const open = chosen ? (items.find((item) => item.id === chosen.id) ?? chosen) : null;

  function done(redemption: Redemption) {
    setRedeemed({ name: open?.name ?? '', redemption });
    setChosen(null);
    refreshAfterLoyaltyPost(queryClient, redemption.cashMinor > 0);
  }

  return (
    <Page title={t('page.mall')}>
      <PointsBalance points={pointsBalance} />
      <div role="status" className="loyalty-outcome">
        {redeemed ? (
          <div className="card money-status" data-testid="redeemed">
            <p className="money-status-title">
              {t('mall.redeemed', {
                name: redeemed.name,
                quantity: formatNumber(language, redeemed.redemption.quantity),
              })}
            </p>
            <p>
              {t('points.now', {
                points: t('points.count', { count: redeemed.redemption.pointsBalance }),
              })}
            </p>
          </div>
        ) : null}
      </div>
      <section className="card" aria-labelledby={id}>
        <h2 id={id} className="section-title">
          {t('mall.items')}
        </h2>
        {items.length === 0 ? (
          <p className="muted">{t('mall.none')}</p>
        ) : (
          <ul className="money-list" data-testid="mall-items">
            {items.map((item) => (
              <MallItemRow
                key={item.id}
                item={item}
                onRedeem={() => {
                  setRedeemed(null);
                  setChosen(item);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {open ? (
        <RedeemDialog
          item={open}
          balance={pointsBalance}
          onRedeemed={done}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </Page>
  );
}
