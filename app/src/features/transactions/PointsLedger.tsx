/**
 * The points tab: every change to the points balance (missions, rewards, redemptions,
 * adjustments) of the last 7, 30 or 90 days, newest first, a page at a time.
 */
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/store';
import { LoadFailed } from '../../ui/LoadState';
import { Spinner } from '../../ui/Spinner';
import { usePoints } from './api/points';
import { LedgerMore } from './LedgerMore';
import { PeriodSelect } from './PeriodSelect';
import { PointsList } from './PointsList';

export function PointsLedger() {
  const { t } = useI18n();
  const id = useId();
  const [days, setDays] = useState(30);
  const list = usePoints(useSession().session?.token ?? null, days);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="card money-filters">
        <PeriodSelect value={days} onChange={setDays} />
      </div>
      <section className="card" aria-labelledby={id} aria-busy={list.isFetching}>
        <h2 id={id} className="section-title">
          {t('points.list')}
        </h2>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.isError && items.length === 0 ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <p className="muted">{t('points.none')}</p>
        ) : (
          <>
            <PointsList items={items} />
            <LedgerMore
              shown={items.length}
              total={list.data?.pages[0]?.total ?? 0}
              more={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
              testId="points-shown"
            />
          </>
        )}
      </section>
    </>
  );
}
