/** The translated name of each ledger entry type (contract "Money" TRANSACTION_TYPES). */
import type { MessageKey } from '../../lib/i18n/messages';
import type { TransactionType } from './api/transactions';

export const TYPE_LABEL: Record<TransactionType, MessageKey> = {
  DEPOSIT: 'transactions.type.DEPOSIT',
  WITHDRAW: 'transactions.type.WITHDRAW',
  WITHDRAW_RETURNED: 'transactions.type.WITHDRAW_RETURNED',
  VOUCHER: 'transactions.type.VOUCHER',
  ADJUSTMENT: 'transactions.type.ADJUSTMENT',
};
