/** The end of a paged ledger: how many of how many are shown, and the next page on request. */
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';

export function LedgerMore({
  shown,
  total,
  more,
  loading,
  onMore,
  testId,
}: {
  shown: number;
  total: number;
  more: boolean;
  loading: boolean;
  onMore: () => void;
  testId: string;
}) {
  const { t, language } = useI18n();
  const count = (n: number) => formatNumber(language, n);
  return (
    <>
      <p className="muted" role="status" data-testid={testId}>
        {t('transactions.shown', { shown: count(shown), total: count(total) })}
      </p>
      {more ? (
        <Button variant="secondary" block busy={loading} onClick={onMore}>
          {t('transactions.more')}
        </Button>
      ) : null}
    </>
  );
}
