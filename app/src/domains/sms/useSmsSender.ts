/**
 * Sending an SMS code from any form (spec §4, §5): the captcha first when the SMS switch is on
 * (v4 only: otherwise 'Geetest service not work' under the unknown-error title), then the send,
 * then the countdown on the button until the server's expiry.
 *
 * The firebase path (status.smsProvider.firebase, for forms that take a firebaseIdToken: SMS
 * login and the two-factor SMS tab): the identity provider sends the code and checks it; the
 * countdown is 60 s; `proof(code)` trades the code for the id token the request carries.
 */
import { useRef, useState } from 'react';
import { useCaptcha } from '../captcha/useCaptcha';
import { identityFailureOverlay } from '../identity/identity-failure';
import { loadIdentityProvider } from '../identity/load-provider';
import { isIdentityError, type PhoneConfirmation } from '../identity/provider';
import { overlays } from '../../lib/overlays/overlays';
import { useSiteStatus } from '../site/status';
import { FIREBASE_RESEND_MS, sendSmsCode } from './sms-code';
import { useCountdown } from './useCountdown';

export function useSmsSender({ firebasePath = false }: { firebasePath?: boolean } = {}) {
  const status = useSiteStatus().data;
  const viaFirebase = firebasePath && status?.smsProvider?.firebase === true;
  const captcha = useCaptcha('sms');
  const [expiry, setExpiry] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const confirmation = useRef<PhoneConfirmation | null>(null);
  const left = useCountdown(expiry);

  async function sendWithProvider(phoneNumber: string): Promise<boolean> {
    const provider = status && loadIdentityProvider(status);
    if (!provider) return false;
    try {
      confirmation.current = await (await provider).sendPhoneCode(phoneNumber);
      setExpiry(Date.now() + FIREBASE_RESEND_MS);
      return true;
    } catch (error) {
      const overlay = isIdentityError(error) ? identityFailureOverlay(error) : null;
      if (overlay) overlays.open(overlay);
      return false;
    }
  }

  /** Sends the code; true when it went out. */
  async function send(countryDialingCode: string, mobileNum: string): Promise<boolean> {
    if (sending || left > 0) return false;
    if (viaFirebase) {
      setSending(true);
      return sendWithProvider(`+${countryDialingCode}${mobileNum}`).finally(() =>
        setSending(false),
      );
    }
    if (captcha.required && captcha.version !== 'v4') {
      overlays.open({
        kind: 'notice',
        title: { key: 'error.unknown' },
        message: { key: 'captcha.notWork' },
      });
      return false;
    }
    if (captcha.required && !captcha.fields) {
      captcha.verify();
      return false;
    }
    setSending(true);
    try {
      setExpiry(await sendSmsCode(countryDialingCode, mobileNum, captcha.fields ?? {}));
      return true;
    } catch {
      return false; // the request layer already told the player why
    } finally {
      if (captcha.required) captcha.reset();
      setSending(false);
    }
  }

  /**
   * The firebase path's proof of the code: the id token for the request, or undefined off that
   * path. A wrong code rejects with the provider's error (an IdentityError).
   */
  async function proof(code: string): Promise<string | undefined> {
    if (!viaFirebase || !confirmation.current) return undefined;
    return confirmation.current.confirm(code);
  }

  // The Geetest captcha guards the WPS send only; Firebase has its own check.
  return { send, proof, left, sending, captcha: viaFirebase ? noCaptcha(captcha) : captcha };
}

function noCaptcha<C extends { required: boolean }>(captcha: C): C {
  return { ...captcha, required: false };
}
