/**
 * POST /wps/v2/wallets/bankCard {bankCode, holderName, accountNumber} and POST
 * /wps/v2/wallets/pix {keyType, key, holderName} (contract "Money"), each with the player's
 * `stepUp` (contract "Step-up"): both answer the saved account, masked. The form shows failures itself (alert:false) and keeps what was typed.
 */
import {
  MoneyApi,
  withdrawAccountSchema,
  type PixKeyType,
  type WithdrawAccount,
} from '@wps/contract/money';
import type { StepUp } from '@wps/contract/step-up';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const addBankCardCall = defineCall({
  method: 'POST',
  path: MoneyApi.bankCard,
  auth: true,
  value: withdrawAccountSchema,
});

export const addPixKeyCall = defineCall({
  method: 'POST',
  path: MoneyApi.pixKey,
  auth: true,
  value: withdrawAccountSchema,
});

export function addBankCard(body: {
  bankCode: string;
  holderName: string;
  accountNumber: string;
  stepUp: StepUp;
}): Promise<WithdrawAccount> {
  return request(addBankCardCall, { body, alert: false });
}

export function addPixKey(body: {
  keyType: PixKeyType;
  key: string;
  holderName: string;
  stepUp: StepUp;
}): Promise<WithdrawAccount> {
  return request(addPixKeyCall, { body, alert: false });
}
