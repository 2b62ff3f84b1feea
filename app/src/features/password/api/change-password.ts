/** PUT /wps/member/password {oldPassword, newPassword}, encrypted, ModuleId PASS3 (contract §3, §6). */
import * as v from 'valibot';
import { ModuleId } from '@wps/contract/module-ids';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';

export const changePasswordCall = defineCall({
  method: 'PUT',
  path: Api.memberPassword,
  moduleId: ModuleId.password,
  auth: true,
  encrypted: true,
  value: v.unknown(),
});

export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return request(changePasswordCall, { body: { oldPassword, newPassword }, alert: false });
}
