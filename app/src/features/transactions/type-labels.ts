/**
 * The translated name of each ledger entry type: the money ledger (contract "Money"
 * TRANSACTION_TYPES) and the points ledger (contract/src/loyalty.ts POINTS_ENTRY_TYPES).
 */
import type { MessageKey } from '../../lib/i18n/messages';
import type { PointsEntryType } from './api/points';
import type { TransactionType } from './api/transactions';

export const TYPE_LABEL: Record<TransactionType, MessageKey> = {
  DEPOSIT: 'transactions.type.DEPOSIT',
  WITHDRAW: 'transactions.type.WITHDRAW',
  WITHDRAW_RETURNED: 'transactions.type.WITHDRAW_RETURNED',
  VOUCHER: 'transactions.type.VOUCHER',
  ADJUSTMENT: 'transactions.type.ADJUSTMENT',
  REWARD: 'transactions.type.REWARD',
  REDEMPTION: 'transactions.type.REDEMPTION',
};

export const POINTS_TYPE_LABEL: Record<PointsEntryType, MessageKey> = {
  MISSION: 'points.type.MISSION',
  REWARD: 'points.type.REWARD',
  REDEEM: 'points.type.REDEEM',
  ADJUSTMENT: 'points.type.ADJUSTMENT',
};
