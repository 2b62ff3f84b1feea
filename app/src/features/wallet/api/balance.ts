/** The balance query lives in lib/money (the money pages read it too); the header keeps this path. */
export { balanceCall, useBalance, walletKeys } from '../../../domains/money/balance';
