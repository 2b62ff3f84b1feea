/**
 * /m/changePsw (spec §2, §4): the forced (or chosen) password change. The current password is
 * the proof (contract "Step-up"): a wrong one is said in the player's language, and so is the
 * lock after too many tries, with what was typed kept.
 */
import { useRef, useState, type FormEvent } from 'react';
import { AuthErrorCode } from '@wps/contract/auth';
import { StepUpErrorCode } from '@wps/contract/step-up';
import { isApiError } from '../../lib/api/errors';
import { stepUpMessage } from '../../domains/account/step-up';
import { confirmProblem, passwordProblem } from '../../domains/account/account-rules';
import { useForm } from '../../lib/forms/useForm';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { changePassword } from './api/change-password';
import '../../styles/forms.css';

const FIELDS = ['current', 'next', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

export default function ChangePasswordPage() {
  const { t, language } = useI18n();
  const [refusal, setRefusal] = useState('');
  const navigate = useAppNavigate();
  const form = useForm(
    { current: '', next: '', confirm: '' },
    (v): Record<Field, MessageKey | undefined> => ({
      current: v.current ? undefined : 'login.passwordRequired',
      next: passwordProblem(v.next) ?? (v.next === v.current ? 'password.sameAsOld' : undefined),
      confirm: confirmProblem(v.next, v.confirm),
    }),
    t,
  );
  const [busy, setBusy] = useState(false);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const first = form.validate(FIELDS);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    setRefusal('');
    try {
      await changePassword(form.values.current, form.values.next);
      overlays.open({ kind: 'toast', message: { key: 'password.changed' }, durationMs: 1500 });
      navigate(Paths.home, { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : undefined;
      if (code === AuthErrorCode.memberPasswordWrong) {
        setRefusal(t('password.error.wrong'));
        refs.current.current?.focus();
        return;
      }
      if (code === StepUpErrorCode.locked) return setRefusal(stepUpMessage(error, t, language));
      const overlay = isApiError(error) ? overlayForError(error, location.protocol) : null;
      if (overlay) overlays.open(overlay);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: MessageKey, autoComplete: string) => (
    <TextField
      ref={refs[name]}
      label={t(label)}
      name={name}
      type="password"
      autoComplete={autoComplete}
      {...form.props(name)}
    />
  );

  return (
    <Page title={t('page.changePassword')}>
      <form className="auth-form card" onSubmit={submit} noValidate>
        <p className="muted">{t('password.intro')}</p>
        {field('current', 'password.current', 'current-password')}
        {field('next', 'password.new', 'new-password')}
        {field('confirm', 'register.confirmPassword', 'new-password')}
        {refusal ? (
          <p className="field-error" role="alert">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          {t('password.submit')}
        </Button>
      </form>
    </Page>
  );
}
