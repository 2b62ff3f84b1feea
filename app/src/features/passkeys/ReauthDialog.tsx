/**
 * The re-authentication before a passkey is added or removed: the password step of the payout
 * step-up, asked again. `onProof` gets the proof and does the call that needs it; what it
 * throws is told here, in the dialog, and the player may try again.
 */
import { useState, type FormEvent } from 'react';
import type { Reauth } from '@wps/contract/passkeys';
import { isStepUpError, stepUpMessage } from '../../domains/account/step-up';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { passkeyProblem } from './passkey-problem';
import '../../styles/forms.css';

type Props = {
  title: string;
  onProof: (reauth: Reauth) => Promise<void>;
  onClose: () => void;
};

export function ReauthDialog({ title, onProof, onClose }: Props) {
  const { t, language } = useI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password === '') return setProblem(t('passkeys.reauth.required'));
    setBusy(true);
    try {
      await onProof({ password });
    } catch (error) {
      // Too many wrong tries lock the step-up here as on the payout accounts: told in its words.
      const key = passkeyProblem(error);
      setProblem(isStepUpError(error) ? stepUpMessage(error, t, language) : key && t(key));
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} closeLabel={t('common.close')} onClose={onClose}>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('passkeys.reauth.lead')}</p>
        <TextField
          label={t('passkeys.reauth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <Button type="submit" block busy={busy}>
          {t('passkeys.reauth.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
