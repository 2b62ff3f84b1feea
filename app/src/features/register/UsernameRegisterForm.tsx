import { useRef, type FormEvent } from 'react';
import {
  confirmProblem,
  passwordProblem,
  usernameProblem,
} from '../../domains/account/account-rules';
import { useForm } from '../../lib/forms/useForm';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { CaptchaWidget } from '../../domains/captcha/ui/CaptchaWidget';
import { TextField } from '../../ui/TextField';
import { suggestUsername } from './api/register';
import { useRegisterSubmit } from './useRegisterSubmit';
import '../../styles/forms.css';
import '../../styles/fields.css';

const FIELDS = ['username', 'password', 'confirm'] as const;

export function UsernameRegisterForm() {
  const { t } = useI18n();
  const form = useForm(
    { username: '', password: '', confirm: '' },
    (v) => ({
      username: usernameProblem(v.username),
      password: passwordProblem(v.password),
      confirm: confirmProblem(v.password, v.confirm),
    }),
    t,
  );
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { submit, busy, captcha } = useRegisterSubmit(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const first = form.validate(FIELDS);
    if (first)
      return { username: usernameRef, password: passwordRef, confirm: confirmRef }[
        first
      ].current?.focus();
    void submit({
      username: form.values.username.trim().toLowerCase(),
      password: form.values.password,
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        ref={usernameRef}
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.props('username')}
        trailing={
          <button
            type="button"
            className="field-action"
            onClick={() =>
              void suggestUsername().then(
                (name) => form.set('username', name),
                () => undefined,
              )
            }
          >
            {t('register.suggest')}
          </button>
        }
      />
      <TextField
        ref={passwordRef}
        label={t('login.password')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        {...form.props('password')}
      />
      <TextField
        ref={confirmRef}
        label={t('register.confirmPassword')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        {...form.props('confirm')}
      />
      {captcha.required ? (
        <CaptchaWidget state={captcha.state} onVerify={captcha.verify} onRetry={captcha.retry} />
      ) : null}
      <Button type="submit" block busy={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
