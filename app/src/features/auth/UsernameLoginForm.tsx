import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ErrorCode } from '@wps/contract/envelope';
import { twoFactorMethodsSchema, type LoginValue } from '@wps/contract/session';
import { requestMerchant } from '../../lib/api/context';
import { rememberLogin } from '../../domains/remembered-login/remembered-login';
import { Checkbox } from '../../ui/Checkbox';
import { CaptchaWidget } from '../../domains/captcha/ui/CaptchaWidget';
import { useCaptcha, verifyFirstNotice } from '../../domains/captcha/useCaptcha';
import {
  forgetLogin,
  reactToLoginFailure,
  rememberedLogin,
} from '../../domains/remembered-login/record';
import { isApiError } from '../../lib/api/errors';
import { deviceId } from '../../lib/device/device-id';
import { loginDeviceOf, readLaunchSignals, isOfficialApp } from '../../lib/device/launch-context';
import { useSubmitGuard } from '../../lib/forms/submit-guard';
import { useI18n } from '../../lib/i18n/i18n';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import { useLogin } from './api/login';
import { useCompleteLogin } from './useCompleteLogin';
import { validateLogin, type LoginFields } from './login-form';
import '../../styles/forms.css';
import '../../styles/fields.css';

const TwoFactorDialog = lazyPart(() => import('./two-factor/TwoFactorDialog'));

type TwoFactorState = { methods: string[]; credentials: { username: string; password: string } };

export function UsernameLoginForm() {
  const { t } = useI18n();
  const loginMutation = useLogin();
  const complete = useCompleteLogin('username');
  const guard = useSubmitGuard();
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginFields, boolean>>>({});
  const [reveal, setReveal] = useState(false);
  const [twoFactor, setTwoFactor] = useState<TwoFactorState | null>(null);
  // Opt-in: any script on the origin can use the device key, so a sealed password is kept only
  // for a player who asks. Ticked again for one who asked before (their record is still here).
  const [remember, setRemember] = useState(() => rememberedLogin() !== null);
  const captcha = useCaptcha('login');

  /**
   * Completes the login, first sealing the password when the player asked to be remembered, or
   * forgetting an older record when they untick the box.
   */
  async function finish(value: LoginValue, credentials: { username: string; password: string }) {
    if (remember) {
      await rememberLogin({
        type: 'username',
        ...credentials,
        merchant: requestMerchant() ?? '',
      }).catch(() => false);
    } else {
      forgetLogin();
    }
    complete(value);
  }
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = validateLogin(fields);
  const shown = (name: keyof LoginFields) =>
    touched[name] && errors[name] ? t(errors[name]) : undefined;

  const change = (name: keyof LoginFields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loginMutation.isPending) return;
    setTouched({ username: true, password: true });
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    // An enabled but incomplete captcha blocks the login (spec §5).
    if (captcha.required && !captcha.fields) return verifyFirstNotice();
    // A second submit within 500 ms is ignored (spec §5).
    if (!guard()) return;
    const loading = overlays.showLoading();
    const device = loginDeviceOf(readLaunchSignals());
    try {
      const value = await loginMutation.mutateAsync({
        username: fields.username.trim(),
        password: fields.password,
        type: 'username',
        loginDeviceId: deviceId(),
        isOfficialAppLogin: isOfficialApp(),
        ...(device ? { device } : {}),
        ...captcha.fields,
      });
      await finish(value, { username: fields.username.trim(), password: fields.password });
    } catch (error) {
      if (isApiError(error)) reactToLoginFailure(error.errorCode);
      // A captcha result is single-use: a failed login needs a new one.
      if (captcha.required) captcha.reset();
      // login_verify_required lists the second factors: the two-factor modal takes over.
      const methods =
        isApiError(error) && error.errorCode === ErrorCode.loginVerifyRequired
          ? v.safeParse(twoFactorMethodsSchema, error.value)
          : null;
      if (methods?.success) {
        setTwoFactor({
          methods: methods.output,
          credentials: { username: fields.username.trim(), password: fields.password },
        });
        return;
      }
      // The typed username stays; the password is kept too so a typo can be fixed in place.
      const overlay = isApiError(error) ? overlayForError(error, location.protocol) : null;
      if (overlay) overlays.open(overlay);
    } finally {
      overlays.close(loading);
    }
  }

  return (
    <>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.username}
          onChange={(e) => change('username')(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, username: true }))}
          error={shown('username')}
        />
        <TextField
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          type={reveal ? 'text' : 'password'}
          autoComplete="current-password"
          value={fields.password}
          onChange={(e) => change('password')(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          error={shown('password')}
          trailing={
            <button
              type="button"
              className="field-toggle"
              aria-pressed={reveal}
              aria-label={reveal ? t('login.hidePassword') : t('login.showPassword')}
              onClick={() => setReveal((r) => !r)}
            >
              <Icon name={reveal ? 'eyeOff' : 'eye'} size={20} />
            </button>
          }
        />
        {captcha.required ? (
          <CaptchaWidget state={captcha.state} onVerify={captcha.verify} onRetry={captcha.retry} />
        ) : null}
        <Checkbox
          label={t('login.remember')}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <Button type="submit" block busy={loginMutation.isPending}>
          {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {twoFactor ? (
        <LazyDialog onClose={() => setTwoFactor(null)}>
          <TwoFactorDialog
            methods={twoFactor.methods}
            credentials={twoFactor.credentials}
            onVerified={(value) => void finish(value, twoFactor.credentials)}
            onClose={() => setTwoFactor(null)}
          />
        </LazyDialog>
      ) : null}
    </>
  );
}
