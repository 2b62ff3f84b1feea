/**
 * The captcha of one form (spec §4, §5, §8): loaded only when the site switch for that action
 * is on (captcha-switch); a second verification while one runs is refused as too fast; closing the challenge
 * says verify_first; reset fetches a new captcha.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { captchaLanguage } from './captcha-language';
import { captchaRequired, type CaptchaAction } from './captcha-switch';
import { overlays } from '../../lib/overlays/overlays';
import { useSiteStatus } from '../site/status';
import { captchaReducer, initialCaptchaState } from './captcha-state';
import { initCaptcha, PROVIDER_SERVERS, type CaptchaProvider } from './geetest';
import { ScriptLoadError } from '../../lib/third-party/load-script';

export type { CaptchaAction };

export const VERIFY_FIRST_ID = 'captcha-verify-first';

export function verifyFirstNotice() {
  overlays.open({
    kind: 'notice',
    id: VERIFY_FIRST_ID,
    title: { key: 'notice.title' },
    message: { key: 'captcha.verifyFirst' },
  });
}

export function useCaptcha(action: CaptchaAction) {
  const status = useSiteStatus().data;
  const { language } = useI18n();
  const required = captchaRequired(status, action);
  const [state, dispatch] = useReducer(captchaReducer, initialCaptchaState);
  const provider = useRef<CaptchaProvider | null>(null);
  const verifying = useRef(false);
  const version = status?.gw.GEETEST_VERSION ?? 'v3';
  const servers = status?.gw.GEETEST_SERVERS ?? PROVIDER_SERVERS;
  const captchaId = status?.gw.GEETEST_ID;

  const load = useCallback(() => {
    provider.current?.destroy();
    provider.current = null;
    verifying.current = false;
    dispatch({ type: 'loadStarted' });
    initCaptcha(
      { version, captchaId, servers, language: captchaLanguage(language ?? 'EN') },
      {
        onReady: () => dispatch({ type: 'ready' }),
        onPassed: (fields) => {
          verifying.current = false;
          dispatch({ type: 'passed', fields });
        },
        onError: (message, code) => {
          verifying.current = false;
          dispatch({ type: 'failed', message, code });
        },
        onClose: () => {
          verifying.current = false;
          dispatch({ type: 'closed' });
          verifyFirstNotice();
        },
      },
    ).then(
      (p) => (provider.current = p),
      (error: unknown) =>
        dispatch({
          type: 'failed',
          message: error instanceof Error ? error.message : undefined,
          code: error instanceof ScriptLoadError ? String(error.code) : undefined,
        }),
    );
  }, [version, captchaId, servers, language]);

  useEffect(() => {
    if (!required) return;
    // Loading is an effect of the switch being on, not of a render.
    const timer = setTimeout(load, 0);
    return () => {
      clearTimeout(timer);
      provider.current?.destroy();
    };
  }, [required, load]);

  const verify = useCallback(() => {
    if (verifying.current) {
      overlays.open({ kind: 'toast', message: { key: 'captcha.tooFast' }, durationMs: 1500 });
      return;
    }
    if (!provider.current) return;
    verifying.current = true;
    provider.current.verify();
  }, []);

  return {
    required,
    version,
    state,
    fields: state.status === 'success' ? state.fields : null,
    verify,
    retry: load,
    /** After a failed action: clear the result and fetch a new captcha (spec §8). */
    reset: load,
  };
}
