/** POST /wps/member/register/firebase (spec §3 "Social register payload", contract §3). */
import { AuthApi, registerValueSchema, type FirebaseRegisterRequest } from '@wps/contract/auth';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const firebaseRegisterCall = defineCall({
  method: 'POST',
  path: AuthApi.registerFirebase,
  value: registerValueSchema,
});

/** The social flow shows its own failure (server message or 'unknown_error', spec §8). */
export function registerWithIdentity(body: FirebaseRegisterRequest) {
  return request(firebaseRegisterCall, { body, alert: false });
}
