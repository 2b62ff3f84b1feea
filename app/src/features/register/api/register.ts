/** Registration calls (spec §7, contract §3): encrypted posts with their ModuleIds. */
import * as v from 'valibot';
import { ModuleId } from '@wps/contract/module-ids';
import { registerValueSchema } from '@wps/contract/auth';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import type { RegisterRequest } from '../register-request';

export const registerCall = defineCall({
  method: 'POST',
  path: Api.register,
  moduleId: ModuleId.register,
  encrypted: true,
  value: registerValueSchema,
});

export const registerMobileCall = defineCall({
  method: 'POST',
  path: Api.registerMobile,
  moduleId: ModuleId.registerMobile,
  encrypted: true,
  value: registerValueSchema,
});

export const autoUsernameCall = defineCall({
  method: 'GET',
  path: '/wps/member/register/autoUsername',
  moduleId: ModuleId.register,
  value: v.string(),
});

/** The page shows registration failures itself (spec §8): alert off. */
export function register(body: RegisterRequest, mobile: boolean) {
  return request(mobile ? registerMobileCall : registerCall, { body, alert: false });
}

export function suggestUsername(): Promise<string> {
  return request(autoUsernameCall, { alert: false });
}
