/**
 * "Confirm it is you": the password again, or the authenticator code of a player who has one,
 * over the form it guards, so that what the player typed there stays. Its refusals (wrong, too
 * many tries) show here and keep it open; the form shows its own.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { StepUpMethod } from '@wps/contract/step-up';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import '../../styles/forms.css';

export function StepUpDialog({
  title,
  method,
  error,
  busy,
  onConfirm,
  onCancel,
}: {
  title?: string;
  method: StepUpMethod;
  error: string;
  busy: boolean;
  onConfirm: (secret: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [secret, setSecret] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const byCode = method === 'code';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!secret.trim()) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    onConfirm(byCode ? secret.trim() : secret);
  }

  const shown =
    empty && !secret.trim()
      ? t(byCode ? 'stepUp.error.codeRequired' : 'login.passwordRequired')
      : error;
  return (
    <Dialog title={title ?? t('stepUp.title')} closeLabel={t('common.close')} onClose={onCancel}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="muted">{t(byCode ? 'stepUp.intro.code' : 'stepUp.intro.password')}</p>
        <TextField
          ref={field}
          data-autofocus
          label={t(byCode ? 'stepUp.code' : 'login.password')}
          name={byCode ? 'stepUpCode' : 'stepUpPassword'}
          type={byCode ? 'text' : 'password'}
          inputMode={byCode ? 'numeric' : undefined}
          autoComplete={byCode ? 'one-time-code' : 'current-password'}
          dir="ltr"
          value={secret}
          error={shown || undefined}
          onChange={(event) => {
            setSecret(event.target.value);
            setEmpty(false);
          }}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('stepUp.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={busy}>
            {busy ? t('common.pleaseWait') : t('common.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
