/** Test helpers for the sign-in flows: SMS codes, captcha passes, identity tokens, payloads. */
import type { FastifyInstance } from 'fastify';
import { AuthApi } from '@wps/contract/auth';
import { CaptchaStandIn, IdentityStandIn } from '@wps/contract/auth-stand-ins';
import { SandboxApi } from '@wps/contract/paths';

export type Answer = { success: boolean; value?: unknown; errorCode?: string; message?: string };

export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
  return response.json<Answer>();
}

export async function getValue<T>(app: FastifyInstance, url: string): Promise<T> {
  const body = (await app.inject({ method: 'GET', url })).json<Answer>();
  if (!body.success) throw new Error(JSON.stringify(body));
  return body.value as T;
}

export function sendSms(
  app: FastifyInstance,
  countryDialingCode: string,
  mobileNum: string,
  extra: Record<string, unknown> = {},
) {
  return postJson(app, AuthApi.smsNoLogin, { countryDialingCode, mobileNum, ...extra });
}

type Sms = { mobileNum: string; code: string; at: number };

/** The newest code the sandbox "sent" to `mobile` (international form), from the control API. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const sms = await getValue<Sms[]>(app, SandboxApi.sms);
  const found = sms.find((entry) => entry.mobileNum === mobile);
  if (!found) throw new Error(`no SMS to ${mobile}`);
  return found.code;
}

/** Sends a code to +<dialing><number> and answers it. */
export async function smsCode(app: FastifyInstance, dialing: string, number: string) {
  const sent = await sendSms(app, dialing, number);
  if (!sent.success) throw new Error(JSON.stringify(sent));
  return lastCode(app, `+${dialing}${number}`);
}

export type Puzzle = { id: string; target: number; max: number };

/** Loads a puzzle as gt.js / gt4.js would (v3 needs the challenge of GET /wps/captcha/geetest). */
export async function loadPuzzle(
  app: FastifyInstance,
  version: 'v3' | 'v4',
  server: string = CaptchaStandIn.servers[0],
): Promise<Puzzle> {
  if (version === 'v4') {
    return getValue<Puzzle>(app, `${server}/load?captcha_id=${CaptchaStandIn.captchaId}`);
  }
  const init = await getValue<{ gt: string; challenge: string }>(app, `${AuthApi.geetest}?t=1`);
  return getValue<Puzzle>(app, `${server}/load?gt=${init.gt}&challenge=${init.challenge}`);
}

export async function slide(
  app: FastifyInstance,
  id: string,
  position: number,
  server: string = CaptchaStandIn.servers[0],
) {
  return postJson(app, `${server}/verify`, { id, position });
}

/** A passed captcha, as the request fields a client sends with login, SMS or register. */
export async function passCaptcha(
  app: FastifyInstance,
  version: 'v3' | 'v4',
): Promise<Record<string, string>> {
  const puzzle = await loadPuzzle(app, version);
  const result = (await slide(app, puzzle.id, puzzle.target + 3)).value as Record<string, string>;
  if (version === 'v3') {
    return { geetestChallenge: result.challenge ?? '', geetestSeccode: result.seccode ?? '' };
  }
  const { lot_number, captcha_output, pass_token, gen_time } = result;
  return {
    geetestValidateV4: JSON.stringify({ lot_number, captcha_output, pass_token, gen_time }),
  };
}

/** Turns status.register.captcha switches on or off. */
export function captchaSwitches(
  app: FastifyInstance,
  captcha: { enabled?: boolean; login?: boolean; sms?: boolean },
) {
  return app.inject({
    method: 'PATCH',
    url: SandboxApi.merchant('demo'),
    payload: { status: { register: { captcha } } },
  });
}

/** An id token of the identity stand-in, as the identity page gets one. */
export async function idToken(
  app: FastifyInstance,
  channel: string,
  sub: string,
  extra: { name?: string; email?: string } = {},
): Promise<string> {
  const body = await postJson(app, IdentityStandIn.token, { channel, sub, ...extra });
  const token = (body.value as { idToken?: unknown } | undefined)?.idToken;
  if (typeof token !== 'string') throw new Error(JSON.stringify(body));
  return token;
}

export function registerPayload(overrides: object = {}) {
  return {
    registerMethod: 'H5',
    registerUrl: 'http://localhost/m/register',
    loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    isOfficialAppLogin: false,
    domain: 'localhost',
    login: true,
    password: 'abc123',
    ...overrides,
  };
}
