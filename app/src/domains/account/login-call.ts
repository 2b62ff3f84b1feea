/**
 * POST /wps/session/login, encrypted (spec §7, contract §2–§3): shared by every way in (username,
 * SMS, social), so one definition owns its path, encryption and Device header.
 */
import { Api } from '@wps/contract/paths';
import { loginValueSchema, type LoginRequest, type LoginValue } from '@wps/contract/session';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';

export const loginCall = defineCall({
  method: 'POST',
  path: Api.login,
  encrypted: true,
  value: loginValueSchema,
});

/** The login screens show their own failures (some open dialogs rather than a notice): alert off. */
export function login(body: LoginRequest): Promise<LoginValue> {
  // The Device header (IPAD, PWA, WEBCLIP) is sent only when there is one (spec §3, §7).
  const headers: Record<string, string> = body.device ? { Device: body.device } : {};
  return request(loginCall, { body, headers, alert: false });
}
