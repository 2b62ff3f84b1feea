/**
 * The passkey button and the autofill's ceremony, with the WebAuthn library: loaded only where
 * PasskeySignIn.tsx found passkeys offered, so a site without them never downloads it.
 */
import { useEffect, useState } from 'react';
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { afterLoginPath } from '../../lib/router/safe-redirect';
import { Button } from '../../ui/Button';
import { beginLogin, finishLogin } from './api/passkey-calls';
import { passkeyProblem } from './passkey-problem';
import { startPasskeySession } from './sign-in-session';
import './passkeys.css';

export default function PasskeyButton() {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  // Each round arms the autofill again: after the button's ceremony failed or was cancelled.
  const [round, setRound] = useState(0);

  async function signIn(autofill: boolean) {
    const optionsJSON = await beginLogin();
    const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
    setProblem(null);
    startPasskeySession(await finishLogin(response));
    navigate(afterLoginPath(location.search, location.origin, Paths.home), { replace: true });
  }

  useEffect(() => {
    let live = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (!supported || !live) return;
      signIn(true).catch((error: unknown) => {
        if (live) setProblem(passkeyProblem(error));
      });
    });
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // signIn reads nothing that changes between rounds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  async function withButton() {
    setBusy(true);
    setProblem(null);
    try {
      await signIn(false);
    } catch (error) {
      setProblem(passkeyProblem(error));
      setRound((r) => r + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <Button variant="secondary" block busy={busy} onClick={() => void withButton()}>
        {t('passkeys.signIn')}
      </Button>
      {problem ? (
        <p className="field-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
