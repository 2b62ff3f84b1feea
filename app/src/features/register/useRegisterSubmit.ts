/**
 * Submits a registration (spec §3, §4, §8): the 500 ms double-submit guard, the encrypted post,
 * the session stored, 100 ms before the register event, then /m/home replaces the route.
 * A failure shows the server's message in a notice and keeps what the player typed.
 */
import { useState } from 'react';
import { requestMerchant } from '../../lib/api/context';
import { isApiError } from '../../lib/api/errors';
import { deviceId } from '../../lib/device/device-id';
import { readLaunchSignals, registerMethodOf } from '../../lib/device/launch-context';
import { useCaptcha, verifyFirstNotice } from '../../domains/captcha/useCaptcha';
import { useSubmitGuard } from '../../lib/forms/submit-guard';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { sessionFrom } from '../../domains/account/logged-in';
import { sessionStore } from '../../lib/session/store';
import { getCookie } from '../../lib/storage/cookies';
import { readStored } from '../../lib/storage/storage';
import { readHeartbeat } from '../../domains/attribution/heartbeat';
import { knownPixelSettings } from '../../domains/tracking/pixel-settings';
import { recordRegisterEvent } from '../../domains/tracking/track';
import { register } from './api/register';
import { buildRegisterRequest, type RegisterRequest } from './register-request';

type Form = Pick<
  RegisterRequest,
  'username' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'password'
>;

export function useRegisterSubmit(mobile: boolean) {
  const navigate = useAppNavigate();
  const guard = useSubmitGuard();
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha('register');

  async function submit(form: Form): Promise<void> {
    if (busy) return;
    // Without a captcha token, registration first asks for the verification (spec §5); this
    // does not count as a submit for the double-submit guard.
    if (captcha.required && !captcha.fields) {
      if (captcha.state.status === 'waiting') captcha.verify();
      else verifyFirstNotice();
      return;
    }
    if (!guard()) return;
    setBusy(true);
    const loading = overlays.showLoading();
    try {
      const body = buildRegisterRequest(
        { ...form, ...captcha.fields },
        {
          registerMethod: registerMethodOf(readLaunchSignals()),
          href: location.href,
          hostname: location.hostname,
          deviceId: deviceId(),
          regInfo: readStored('reg_info'),
          pixels: knownPixelSettings(),
          kept: readHeartbeat(),
          cookies: getCookie,
        },
      );
      const value = await register(body, mobile);
      if (value.token) {
        sessionStore.dispatch({
          type: 'loggedIn',
          session: sessionFrom({ ...value, token: value.token }, requestMerchant() ?? ''),
        });
      }
      await recordRegisterEvent(value.customerId ?? value.id);
      navigate(value.token ? Paths.home : Paths.login, { replace: true });
    } catch (error) {
      const overlay = isApiError(error) ? overlayForError(error, location.protocol) : null;
      if (overlay) overlays.open(overlay);
      // The captcha input is cleared and a new captcha fetched (spec §8).
      if (captcha.required) captcha.reset();
    } finally {
      overlays.close(loading);
      setBusy(false);
    }
  }

  return { submit, busy, captcha };
}
