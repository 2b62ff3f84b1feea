/**
 * Passkey sign-in on /m/login: offered in the username field's autofill (conditional mediation,
 * armed as the page opens) and as a button, where the site and the browser have passkeys. This
 * chunk holds only that check; the button and the WebAuthn library come in a chunk of their own
 * (PasskeyButton.tsx), so a site without passkeys downloads nothing more.
 */
import { lazy } from 'react';
import { usePasskeysOffered } from '../../domains/site/passkeys';
import { OptionalPart } from '../../ui/OptionalPart';

const PasskeyButton = lazy(() => import('./PasskeyButton'));

/** Nothing where the site or the browser has no passkeys. */
export default function PasskeySignIn() {
  return usePasskeysOffered() ? (
    <OptionalPart>
      <PasskeyButton />
    </OptionalPart>
  ) : null;
}
