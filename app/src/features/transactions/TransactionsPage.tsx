/**
 * /m/member/transactions (beyond the spec: what every regulator and player asks for):
 * two tabs, the money ledger (the default) and the points ledger, each of the last 7, 30 or 90
 * days a page at a time. Only the tab shown is mounted: the points are asked for when opened.
 */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { TabPills } from '../../ui/TabPills';
import { MoneyLedger } from './MoneyLedger';
import { PointsLedger } from './PointsLedger';
import '../../styles/fields.css';
import '../../styles/money.css';

type Tab = 'money' | 'points';

export default function TransactionsPage() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('money');
  return (
    <Page title={t('page.transactions')}>
      <TabPills
        label={t('page.transactions')}
        idPrefix="transactions"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'money', label: t('transactions.tab.money') },
          { id: 'points', label: t('points.tab') },
        ]}
      />
      <div id="transactions-panel" role="tabpanel" aria-labelledby={`transactions-tab-${tab}`}>
        {tab === 'money' ? <MoneyLedger /> : <PointsLedger />}
      </div>
    </Page>
  );
}
