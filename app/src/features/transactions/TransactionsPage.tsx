/**
 * /m/member/transactions (issue 12, beyond the spec: what every regulator and player asks for):
 * deposits, withdrawals, returns, vouchers and adjustments of the last 7, 30 or 90 days,
 * filtered by type, a page at a time.
 */
import { useId, useState } from 'react';
import { TRANSACTION_TYPES } from '@wps/contract/money';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/store';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useTransactions, type TransactionFilter } from './api/transactions';
import { TransactionList } from './TransactionList';
import { TYPE_LABEL } from './type-labels';
import '../../styles/fields.css';
import '../../styles/money.css';

const PERIODS = [7, 30, 90] as const;

export default function TransactionsPage() {
  const { t, language } = useI18n();
  const id = useId();
  const token = useSession().session?.token ?? null;
  const [filter, setFilter] = useState<TransactionFilter>({ type: '', days: 30 });
  const list = useTransactions(token, filter);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const count = (n: number) => formatNumber(language, n);

  return (
    <Page title={t('page.transactions')}>
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
        <div className="field">
          <label htmlFor={`${id}-days`} className="field-label">
            {t('transactions.period')}
          </label>
          <div className="field-control">
            <select
              id={`${id}-days`}
              className="field-input"
              value={filter.days}
              onChange={(event) => setFilter({ ...filter, days: Number(event.target.value) })}
            >
              {PERIODS.map((days) => (
                <option key={days} value={days}>
                  {t('transactions.lastDays', { count: count(days) })}
                </option>
              ))}
            </select>
          </div>
        </div>
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
            <p className="muted" role="status" data-testid="transactions-shown">
              {t('transactions.shown', { shown: count(items.length), total: count(total) })}
            </p>
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                block
                busy={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('transactions.more')}
              </Button>
            ) : null}
          </>
        )}
      </section>
    </Page>
  );
}
