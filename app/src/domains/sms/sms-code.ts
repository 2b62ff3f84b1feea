/** POST /wps/verification/sms/noLogin (spec §3, §7): sends a code; answers its expiry time. */
import * as v from 'valibot';
import { ModuleId } from '@wps/contract/module-ids';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';

export const smsNoLoginCall = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: ModuleId.smsNoLogin,
  value: v.object({ expirationTime: v.optional(v.number()) }),
});

/** The countdown runs until the server's expiry, or 60 s on the firebase path (spec §4). */
export const FIREBASE_RESEND_MS = 60_000;

export async function sendSmsCode(
  countryDialingCode: string,
  mobileNum: string,
  captcha: Record<string, string | undefined> = {},
): Promise<number> {
  const value = await request(smsNoLoginCall, {
    body: { countryDialingCode, mobileNum, ...captcha },
  });
  return value.expirationTime ?? Date.now() + FIREBASE_RESEND_MS;
}
