import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ErrorCode } from '@wps/contract/envelope';
import { twoFactorMethodsSchema, type LoginValue } from '@wps/contract/session';
import { isApiError } from '../../lib/api/errors';
import { requestMerchant } from '../../lib/api/context';
import { deviceId } from '../../lib/device/device-id';
import { loginDeviceOf, readLaunchSignals } from '../../lib/device/launch-context';
import { useSubmitGuard } from '../../lib/forms/submit-guard';
import { sessionFrom } from '../../lib/session/logged-in';
import { useSiteStatus } from '../../lib/site/status';
import { useI18n } from '../../lib/i18n/i18n';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { Paths } from '../../lib/router/paths';
import { afterLoginPath } from '../../lib/router/safe-redirect';
import { useAppNavigate } from '../../lib/router/navigate';
import { sessionStore } from '../../lib/session/store';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { useLogin } from './api/login';
import { mustChangePassword } from './forced-password-change';
import { validateLogin, type LoginFields } from './login-form';

const TwoFactorDialog = lazy(() => import('./two-factor/TwoFactorDialog'));

type TwoFactorState = { methods: string[]; credentials: { username: string; password: string } };

export default function LoginPage() {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const loginMutation = useLogin();
  const status = useSiteStatus().data;
  const guard = useSubmitGuard();
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginFields, boolean>>>({});
  const [reveal, setReveal] = useState(false);
  const [twoFactor, setTwoFactor] = useState<TwoFactorState | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = validateLogin(fields);
  const shown = (name: keyof LoginFields) =>
    touched[name] && errors[name] ? t(errors[name]) : undefined;

  const change = (name: keyof LoginFields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  function complete(value: LoginValue) {
    sessionStore.dispatch({
      type: 'loggedIn',
      session: sessionFrom(value, requestMerchant() ?? ''),
    });
    if (mustChangePassword('username', value, status?.whitelabelVal.PWDEXPFORCECHANGE3 === true)) {
      return navigate(Paths.changePassword, { replace: true });
    }
    // A safe redirectUrl/backUrl (same origin, under /m/) wins; otherwise /m/home (spec §2).
    navigate(afterLoginPath(location.search, location.origin, Paths.home), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loginMutation.isPending || !guard()) return;
    setTouched({ username: true, password: true });
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    const loading = overlays.showLoading();
    const device = loginDeviceOf(readLaunchSignals());
    try {
      const value = await loginMutation.mutateAsync({
        username: fields.username.trim(),
        password: fields.password,
        type: 'username',
        loginDeviceId: deviceId(),
        isOfficialAppLogin: false,
        ...(device ? { device } : {}),
      });
      complete(value);
    } catch (error) {
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
    <Page title={t('page.login')}>
      <form className="auth-form card" onSubmit={submit} noValidate>
        <p className="auth-lead">{t('login.title')}</p>
        <p className="muted">{t('login.subtitle')}</p>
        <TextField
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username"
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
        <Button type="submit" block busy={loginMutation.isPending}>
          {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="auth-switch">
          {t('login.noAccount')} <AppLink to={Paths.register}>{t('login.registerLink')}</AppLink>
        </p>
      </form>
      {twoFactor ? (
        <Suspense fallback={null}>
          <TwoFactorDialog
            methods={twoFactor.methods}
            credentials={twoFactor.credentials}
            onVerified={complete}
            onClose={() => setTwoFactor(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
