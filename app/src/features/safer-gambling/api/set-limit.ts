/** PUT /wps/v2/saferGambling/limit (contract "Safer gambling"): answers the whole new state. */
import {
  SaferGamblingApi,
  saferGamblingStateSchema,
  type SaferGamblingState,
  type SetLimit,
} from '@wps/contract/safer-gambling';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const setLimitCall = defineCall({
  method: 'PUT',
  path: SaferGamblingApi.limit,
  auth: true,
  value: saferGamblingStateSchema,
});

/** The form shows a refusal beside itself (alert:false). Safe to repeat: no idempotency key. */
export function setLimit(body: SetLimit): Promise<SaferGamblingState> {
  return request(setLimitCall, { body, alert: false });
}
