/** PUT /wps/v2/saferGambling/realityCheck {intervalMinutes} (null: off); answers the state. */
import {
  SaferGamblingApi,
  saferGamblingStateSchema,
  type SaferGamblingState,
} from '@wps/contract/safer-gambling';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const setRealityCheckCall = defineCall({
  method: 'PUT',
  path: SaferGamblingApi.realityCheck,
  auth: true,
  value: saferGamblingStateSchema,
});

export function setRealityCheck(intervalMinutes: number | null): Promise<SaferGamblingState> {
  return request(setRealityCheckCall, { body: { intervalMinutes }, alert: false });
}
