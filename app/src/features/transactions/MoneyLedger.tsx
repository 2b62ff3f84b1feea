/**
 * The money tab: deposits, withdrawals, returns, vouchers, rewards, redemptions and adjustments
 * of the last 7, 30 or 90 days, filtered by type, a page at a time.
 */
import { useId, useState } from 'react';
import { TRANSACTION_TYPES } from '@wps/contract/money';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/store';
import { LoadFailed } from '../../ui/LoadState';
import { Spinner } from '../../ui/Spinner';
import { useTransactions, type TransactionFilter } from './api/transactions';
import { LedgerMore } from './LedgerMore';
import { PeriodSelect } from './PeriodSelect';
import { TransactionList } from './TransactionList';
import { TYPE_LABEL } from './type-labels';

export function MoneyLedger() {
  const { t } = useI18n();
  const id = useId();
  const token = useSession().session?.token ?? null;
  const [filter, setFilter] = useState<TransactionFilter>({ type: '', days: 30 });
  const list = useTransactions(token, filter);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="card money-filters">
        <div className="field">
          <label htmlFor={`${id}-type`} className="field-label">
            {t('transactions.filterType')}
          </label>
          <div className="field-control">
            <select
              id={`${id}-type`}
              className="field-input"
              value={filter.type}
              onChange={(event) =>
                setFilter({ ...filter, type: event.target.value as TransactionFilter['type'] })
              }
            >
              <option value="">{t('transactions.allTypes')}</option>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_LABEL[type])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PeriodSelect value={filter.days} onChange={(days) => setFilter({ ...filter, days })} />
      </div>
      <section className="card" aria-labelledby={`${id}-list`} aria-busy={list.isFetching}>
        <h2 id={`${id}-list`} className="section-title">
          {t('transactions.list')}
        </h2>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.isError && items.length === 0 ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <p className="muted">{t('transactions.none')}</p>
        ) : (
          <>
            <TransactionList items={items} />
            <LedgerMore
              shown={items.length}
              total={list.data?.pages[0]?.total ?? 0}
              more={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
              testId="transactions-shown"
            />
          </>
        )}
      </section>
    </>
  );
}
