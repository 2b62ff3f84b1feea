/**
 * Geetest v3 and v4 behind one small interface (contract §4): the provider's script (the real
 * one in production, the sandbox's stand-in locally) is loaded with fallbacks, initialised
 * (retried once), and driven in its 'bind' product so that the app draws its own widget.
 */
import * as v from 'valibot';
import { ModuleId } from '@wps/contract/module-ids';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';
import type { CaptchaFields } from './captcha-state';
import { loadFromServers } from '../../lib/third-party/load-script';

export const JS_TIMEOUT_CODE = 60204;
/** Production script servers; an operator may list others in status.gw.GEETEST_SERVERS. */
export const PROVIDER_SERVERS = [
  'https://static.geetest.com/static/js',
  'https://static.geevisit.com/static/js',
];

/**
 * The provider's API servers in fallback order (spec §7: fallback api and static servers); the
 * scripts try each in turn. v4 also gets the spec's 10 s timeout (§9).
 */
export const V3_API_SERVERS = ['api.geetest.com', 'api.geevisit.com'];
export const V4_API_SERVERS = ['gcaptcha4.geetest.com', 'gcaptcha4.geevisit.com'];
export const V4_TIMEOUT_MS = 10_000;

type ProviderError = {
  msg?: string;
  user_error?: string;
  code?: string | number;
  error_code?: string;
};
type Provider = {
  onReady(cb: () => void): Provider;
  onSuccess(cb: () => void): Provider;
  onError(cb: (error: ProviderError) => void): Provider;
  onClose(cb: () => void): Provider;
  verify(): void;
  getValidate(): Record<string, string> | false;
  reset(): void;
  destroy(): void;
};
type Init = (config: Record<string, unknown>, callback: (captcha: Provider) => void) => void;
declare global {
  interface Window {
    initGeetest?: Init;
    initGeetest4?: Init;
  }
}

const geetestCall = defineCall({
  method: 'GET',
  path: '/wps/captcha/geetest',
  moduleId: ModuleId.geetest,
  value: v.object({
    gt: v.string(),
    challenge: v.string(),
    newCaptcha: v.optional(v.boolean(), true),
  }),
});

export type CaptchaConfig = {
  version: 'v3' | 'v4';
  captchaId?: string;
  servers: readonly string[];
  language: string;
};

export type CaptchaHandlers = {
  onReady: () => void;
  onPassed: (fields: CaptchaFields) => void;
  onError: (message: string | undefined, code: string | undefined) => void;
  onClose: () => void;
};

export function fieldsOf(version: 'v3' | 'v4', validate: Record<string, string>): CaptchaFields {
  return version === 'v4'
    ? { geetestValidateV4: JSON.stringify(validate) }
    : { geetestChallenge: validate.geetest_challenge, geetestSeccode: validate.geetest_seccode };
}

async function initOnce(config: CaptchaConfig, handlers: CaptchaHandlers): Promise<Provider> {
  const file = config.version === 'v4' ? 'gt4.js' : 'gt.js';
  await loadFromServers(config.servers, file, JS_TIMEOUT_CODE);
  const init = config.version === 'v4' ? window.initGeetest4 : window.initGeetest;
  if (!init) throw new Error('Geetest service not work');
  const base = { product: 'bind', language: config.language, lang: config.language };
  const settings =
    config.version === 'v4'
      ? { ...base, captchaId: config.captchaId, apiServers: V4_API_SERVERS, timeout: V4_TIMEOUT_MS }
      : await request(geetestCall, { query: { t: Date.now() }, alert: false }).then((g) => ({
          ...base,
          gt: g.gt,
          challenge: g.challenge,
          new_captcha: g.newCaptcha,
          api_server: V3_API_SERVERS[0],
          api_servers: V3_API_SERVERS,
        }));
  return new Promise((resolve) =>
    init(settings, (captcha) => {
      captcha
        .onReady(handlers.onReady)
        .onSuccess(() => {
          const validate = captcha.getValidate();
          if (validate) handlers.onPassed(fieldsOf(config.version, validate));
        })
        .onError((error) =>
          handlers.onError(
            error.user_error ?? error.msg,
            String(error.error_code ?? error.code ?? ''),
          ),
        )
        .onClose(handlers.onClose);
      resolve(captcha);
    }),
  );
}

/** Initialises the captcha; a failed init is tried once more (spec §5). */
export async function initCaptcha(
  config: CaptchaConfig,
  handlers: CaptchaHandlers,
): Promise<Provider> {
  try {
    return await initOnce(config, handlers);
  } catch {
    return initOnce(config, handlers);
  }
}

export type { Provider as CaptchaProvider };
