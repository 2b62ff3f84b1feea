/**
 * Sending an SMS code from any form (spec §4, §5): the captcha first when the SMS switch is on
 * (v4 only: otherwise 'Geetest service not work' under the unknown-error title), then the send,
 * then the countdown on the button until the server's expiry.
 */
import { useState } from 'react';
import { useCaptcha } from '../captcha/useCaptcha';
import { overlays } from '../overlays/overlays';
import { sendSmsCode } from './sms-code';
import { useCountdown } from './useCountdown';

export function useSmsSender() {
  const captcha = useCaptcha('sms');
  const [expiry, setExpiry] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const left = useCountdown(expiry);

  /** Sends the code; true when it went out. */
  async function send(countryDialingCode: string, mobileNum: string): Promise<boolean> {
    if (sending || left > 0) return false;
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

  return { send, left, sending, captcha };
}
