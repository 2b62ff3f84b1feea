/**
 * /m/withdraw (spec §2): available and pending money, the player's accounts (bank cards, Pix
 * keys and wallets of the account summary) with links to add one, the form, and the withdrawals.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { useAccountSummary } from '../../domains/money/account-summary';
import { useMoney } from '../../domains/money/useMoney';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { useWithdrawSettings } from './api/withdraw-settings';
import { useWithdrawals } from './api/withdrawals';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import '../../styles/money.css';

function AddAccountLinks() {
  const { t } = useI18n();
  return (
    <div className="money-links">
      <AppLink className="btn btn-secondary" to={Paths.addBankCard}>
        {t('withdraw.addBank')}
      </AppLink>
      <AppLink className="btn btn-secondary" to={Paths.addBankCardPix}>
        {t('withdraw.addPix')}
      </AppLink>
    </div>
  );
}

export default function WithdrawPage() {
  const { t } = useI18n();
  const { money } = useMoney();
  const token = useSession().session?.token ?? null;
  const settings = useWithdrawSettings(token);
  const summary = useAccountSummary(token);
  const withdrawals = useWithdrawals(token);

  if (settings.isPending || summary.isPending) return <PageLoadState title={t('page.withdraw')} />;
  if (!settings.data || !summary.data) {
    const retry = () => void Promise.all([settings.refetch(), summary.refetch()]);
    return <PageLoadState title={t('page.withdraw')} onRetry={retry} />;
  }
  const { bankCards, eWallets, virtualWallets } = summary.data;
  const accounts = [...bankCards, ...eWallets, ...virtualWallets];
  return (
    <Page title={t('page.withdraw')}>
      <dl className="card money-facts">
        <div>
          <dt>{t('withdraw.available')}</dt>
          <dd dir="ltr" data-testid="withdraw-available">
            {money(settings.data.availableMinor)}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.pending')}</dt>
          <dd dir="ltr" data-testid="withdraw-pending">
            {money(settings.data.pendingMinor)}
          </dd>
        </div>
      </dl>
      {accounts.length === 0 ? (
        <EmptyState icon="inbox" title={t('withdraw.noAccounts')} action={<AddAccountLinks />} />
      ) : (
        <>
          <WithdrawForm settings={settings.data} accounts={accounts} />
          <AddAccountLinks />
        </>
      )}
      {withdrawals.data ? <WithdrawalList withdrawals={withdrawals.data} /> : null}
    </Page>
  );
}
