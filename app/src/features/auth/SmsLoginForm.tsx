/**
 * Log in by SMS (spec §3, §4): send a code to the mobile number (the button counts down until
 * the server's expiry), then log in with type 'sms', the full number as username and the code as
 * password. No forced password change follows an SMS login.
 */
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors';
import { deviceId } from '../../lib/device/device-id';
import { loginDeviceOf, readLaunchSignals } from '../../lib/device/launch-context';
import { codeProblem, mobileProblem } from '../../lib/forms/account-rules';
import { useSubmitGuard } from '../../lib/forms/submit-guard';
import { useForm } from '../../lib/forms/useForm';
import { useI18n } from '../../lib/i18n/i18n';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { flagOf, useCountries } from '../../lib/site/countries';
import { useSiteStatus } from '../../lib/site/status';
import { useSmsSender } from '../../lib/sms/useSmsSender';
import { Button } from '../../ui/Button';
import { CaptchaWidget } from '../../ui/CaptchaWidget';
import { CountryPicker } from '../../ui/CountryPicker';
import { TextField } from '../../ui/TextField';
import { login } from './api/login';
import { useCompleteLogin } from './useCompleteLogin';

const FIELDS = ['mobile', 'code'] as const;

export function SmsLoginForm() {
  const { t } = useI18n();
  const status = useSiteStatus().data;
  const countries = useCountries().data ?? [];
  const complete = useCompleteLogin('sms');
  const guard = useSubmitGuard();
  const form = useForm(
    { dialing: status?.countryDialingCode ?? '', mobile: '', code: '' },
    (v) => ({ mobile: mobileProblem(v.mobile), code: codeProblem(v.code) }),
    t,
  );
  const sms = useSmsSender();
  const [busy, setBusy] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const digits = form.values.mobile.replace(/[\s-]/g, '');

  async function sendCode() {
    form.touch('mobile');
    if (form.problems.mobile) return mobileRef.current?.focus();
    if (await sms.send(form.values.dialing, digits)) codeRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !guard()) return;
    const first = form.validate(FIELDS);
    if (first) return (first === 'mobile' ? mobileRef : codeRef).current?.focus();
    setBusy(true);
    const loading = overlays.showLoading();
    const device = loginDeviceOf(readLaunchSignals());
    try {
      complete(
        await login({
          username: `+${form.values.dialing}${digits}`,
          password: form.values.code.trim(),
          type: 'sms',
          loginDeviceId: deviceId(),
          isOfficialAppLogin: false,
          ...(device ? { device } : {}),
        }),
      );
    } catch (error) {
      const overlay = isApiError(error) ? overlayForError(error, location.protocol) : null;
      if (overlay) overlays.open(overlay);
    } finally {
      overlays.close(loading);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        ref={mobileRef}
        label={t('register.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        {...form.props('mobile')}
        leading={
          countries.length ? (
            <CountryPicker
              countries={countries.map((c) => ({ ...c, flag: flagOf(c.countryCode) }))}
              value={form.values.dialing}
              onChange={(code) => form.set('dialing', code)}
              disabled={status?.whitelabelVal.UPDATEMOBILEICC3 === true}
              label={t('register.country')}
              closeLabel={t('common.close')}
            />
          ) : null
        }
      />
      <TextField
        ref={codeRef}
        label={t('register.smsCode')}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.props('code')}
        trailing={
          <button
            type="button"
            className="field-action"
            disabled={sms.sending || sms.left > 0}
            onClick={() => void sendCode()}
            data-testid="send-code"
          >
            {sms.left > 0 ? t('register.resendIn', { s: sms.left }) : t('register.sendCode')}
          </button>
        }
      />
      {sms.captcha.required ? (
        <CaptchaWidget
          state={sms.captcha.state}
          onVerify={sms.captcha.verify}
          onRetry={sms.captcha.retry}
        />
      ) : null}
      <Button type="submit" block busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
