/**
 * The passkey sign-in the shell composes into the login page, beside the social buttons. Its
 * chunk is asked for only where the site and the browser have passkeys, after the form drew:
 * the login page's first paint is the same with the switch on or off.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { usePasskeysOffered } from '../domains/site/passkeys';

const PasskeySignIn = lazy(() => import('../features/passkeys/PasskeySignIn'));

function PasskeySlot() {
  if (!usePasskeysOffered()) return null;
  return (
    <Suspense fallback={null}>
      <PasskeySignIn />
    </Suspense>
  );
}

/** The passkey button above `social`, the social sign-in of the same page. */
export function passkeySlot(social: ReactNode) {
  return (
    <>
      <PasskeySlot />
      {social}
    </>
  );
}
