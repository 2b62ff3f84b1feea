/** POST /wps/session/login/verification, encrypted, LOGINIPVERF3 (spec §7, contract §3). */
import { ModuleId } from '@wps/contract/module-ids';
import { loginValueSchema, type LoginValue } from '@wps/contract/session';
import type { TwoFactorRequest } from '@wps/contract/auth';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const loginVerificationCall = defineCall({
  method: 'POST',
  path: '/wps/session/login/verification',
  moduleId: ModuleId.loginVerification,
  encrypted: true,
  value: loginValueSchema,
});

export function verifyLogin(body: TwoFactorRequest): Promise<LoginValue> {
  return request(loginVerificationCall, { body, alert: false });
}
