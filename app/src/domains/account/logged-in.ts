/** The session a successful login or registration starts (spec §3 "Session info"). */
import type { SessionInfo } from '../../lib/session/types';

export type TokenAnswer = {
  token: string;
  id?: number | null;
  customerId?: number | null;
  userName: string;
  customerType?: number | null;
  firstTimeLogin?: boolean;
};

export function sessionFrom(answer: TokenAnswer, merchantCode: string): SessionInfo {
  return {
    id: answer.id ?? answer.customerId ?? null,
    token: answer.token,
    merchantCode,
    userName: answer.userName,
    type: answer.customerType ?? null,
    firstTimeLogin: answer.firstTimeLogin ?? false,
  };
}
