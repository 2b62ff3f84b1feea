/**
 * Log in by SMS (spec §3, §4): send a code to the mobile number (the button counts down until
 * the server's expiry), then log in with type 'sms', the full number as username and the code as
 * password. No forced password change follows an SMS login.
 */
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors';
import { deviceId } from '../../lib/device/device-id';
import { loginDeviceOf, readLaunchSignals, isOfficialApp } from '../../lib/device/launch-context';
import { codeProblem, mobileProblem } from '../../domains/account/account-rules';
import { useSubmitGuard } from '../../lib/forms/submit-guard';
import { identityFailureOverlay } from '../../domains/identity/identity-failure';
import { isIdentityError } from '../../domains/identity/provider';
import { useForm } from '../../lib/forms/useForm';
import { useI18n } from '../../lib/i18n/i18n';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { useSiteStatus } from '../../domains/site/status';
import { useSmsSender } from '../../domains/sms/useSmsSender';
import { Button } from '../../ui/Button';
import { CaptchaWidget } from '../../domains/captcha/ui/CaptchaWidget';
import { MobileCodeFields } from '../../domains/site/ui/MobileCodeFields';
import { login } from '../../domains/account/login-call';
import { useCompleteLogin } from './useCompleteLogin';
import '../../styles/forms.css';

const FIELDS = ['mobile', 'code'] as const;

export function SmsLoginForm() {
  const { t } = useI18n();
  const status = useSiteStatus().data;
  const complete = useCompleteLogin('sms');
  const guard = useSubmitGuard();
  const form = useForm(
    { dialing: status?.countryDialingCode ?? '', mobile: '', code: '' },
    (v) => ({ mobile: mobileProblem(v.mobile), code: codeProblem(v.code) }),
    t,
  );
  const sms = useSmsSender({ firebasePath: true });
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
      // On the firebase path the provider checks the code; its token goes with the login.
      const firebaseIdToken = await sms.proof(form.values.code.trim());
      complete(
        await login({
          username: `+${form.values.dialing}${digits}`,
          password: form.values.code.trim(),
          type: 'sms',
          loginDeviceId: deviceId(),
          isOfficialAppLogin: isOfficialApp(),
          ...(device ? { device } : {}),
          ...(firebaseIdToken ? { firebaseIdToken } : {}),
        }),
      );
    } catch (error) {
      const overlay = isApiError(error)
        ? overlayForError(error, location.protocol)
        : isIdentityError(error)
          ? identityFailureOverlay(error)
          : null;
      if (overlay) overlays.open(overlay);
    } finally {
      overlays.close(loading);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <MobileCodeFields
        mobile={form.props('mobile')}
        code={form.props('code')}
        dialing={form.values.dialing}
        onDialing={(code) => form.set('dialing', code)}
        mobileRef={mobileRef}
        codeRef={codeRef}
        secondsLeft={sms.left}
        sending={sms.sending}
        onSend={() => void sendCode()}
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
