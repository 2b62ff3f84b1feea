/**
 * The passkey sign-in the shell composes into the login page, above the social buttons. Its
 * chunk comes after the form drew and shows nothing where the site or the browser has no
 * passkeys (features/passkeys/PasskeySignIn.tsx).
 */
import { lazy, Suspense } from 'react';

const PasskeySignIn = lazy(() => import('./passkey-chunk').then((m) => m.load()));

export const passkeySlot = (
  <Suspense fallback={null}>
    <PasskeySignIn />
  </Suspense>
);
