/**
 * Google one-tap for guests (spec §6): the prompt appears once per visit; its credential becomes
 * an id token and logs in like any social sign-in, with the login-choice dialog when unbound.
 */
import { useEffect } from 'react';
import { loadIdentityProvider } from '../../domains/identity/load-provider';
import { promptOneTap } from '../../domains/identity/one-tap';
import { isIdentityError } from '../../domains/identity/provider';
import { overlays } from '../../lib/overlays/overlays';
import { useSiteStatus } from '../../domains/site/status';
import { LoginChoiceDialog } from './LoginChoiceDialog';
import { identityFailureOverlay } from '../../domains/identity/identity-failure';
import { useSocialLogin } from './useSocialLogin';

export default function GoogleOneTap() {
  const status = useSiteStatus().data;
  const social = useSocialLogin('login');
  const { signIn } = social;

  useEffect(() => {
    if (!status) return;
    let cancel: (() => void) | null = null;
    let gone = false;
    promptOneTap(status, async (credential) => {
      try {
        const provider = await loadIdentityProvider(status);
        if (!provider) return;
        await signIn('google', await provider.fromGoogleCredential(credential));
      } catch (error) {
        const overlay = isIdentityError(error) ? identityFailureOverlay(error) : null;
        if (overlay) overlays.open(overlay);
      }
    })
      .then((canceller) => {
        if (gone) canceller();
        else cancel = canceller;
      })
      // One-tap is a convenience: a script that does not load leaves the page as it is.
      .catch(() => undefined);
    return () => {
      gone = true;
      cancel?.();
    };
    // The prompt belongs to the visit, not to each render of the status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status?.merchantCode]);

  if (!social.choice) return null;
  return (
    <LoginChoiceDialog
      message={social.choice.message}
      canRegister={social.canRegister}
      onLoginExisting={social.dismissChoice}
      onRegisterNew={social.registerChoice}
      onClose={social.dismissChoice}
    />
  );
}
