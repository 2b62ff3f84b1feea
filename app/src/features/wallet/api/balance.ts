/** The balance query lives in domains/money (the money pages read it too); the header keeps this path. */
export { balanceCall, useBalance, walletKeys } from '../../../domains/money/balance';
