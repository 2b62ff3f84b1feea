/** /m/voucherCenter (spec §2): deposit, and a voucher or bonus code, as two tabs. */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useAccountSummary } from '../../domains/money/account-summary';
import { useSession } from '../../lib/session/store';
import { LoadFailed } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { TabPills } from '../../ui/TabPills';
import { useDepositSettings } from './api/deposit-settings';
import { DepositForm } from './DepositForm';
import { FirstDepositPrompt, useAskFirstDepositLimit } from './FirstDepositPrompt';
import { VoucherForm } from './VoucherForm';
import '../../styles/money.css';

type Tab = 'deposit' | 'voucher';

export default function DepositPage() {
  const { t } = useI18n();
  const { session } = useSession();
  const [tab, setTab] = useState<Tab>('deposit');
  const settings = useDepositSettings(session?.token ?? null);
  // The deposit count this page's first-deposit prompt reads (spec §4): polled every
  // 30 s while visible, and asked again at once and 2.5 s after a paid deposit (DepositProgress).
  const summary = useAccountSummary(session?.token ?? null);
  const [goOn, setGoOn] = useState(false);
  const askLimit = useAskFirstDepositLimit(summary.data) && !goOn;
  return (
    <Page title={t('page.voucherCenter')}>
      <TabPills
        label={t('page.voucherCenter')}
        idPrefix="deposit"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'deposit', label: t('money.deposit') },
          { id: 'voucher', label: t('deposit.tab.voucher') },
        ]}
      />
      <div id="deposit-panel" role="tabpanel" aria-labelledby={`deposit-tab-${tab}`}>
        {/* Both stay mounted: a deposit on its way survives a look at the voucher tab. */}
        <div hidden={tab !== 'voucher'}>
          <VoucherForm />
        </div>
        <div hidden={tab !== 'deposit'}>
          {askLimit ? (
            <FirstDepositPrompt onContinue={() => setGoOn(true)} />
          ) : settings.data ? (
            <DepositForm settings={settings.data} />
          ) : settings.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <LoadFailed onRetry={() => void settings.refetch()} />
          )}
        </div>
      </div>
    </Page>
  );
}
