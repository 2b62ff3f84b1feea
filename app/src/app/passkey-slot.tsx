/**
 * The passkey sign-in the shell composes into the login page, above the social buttons. Its
 * chunk comes after the form drew and shows nothing where the site or the browser has no
 * passkeys (features/passkeys/PasskeySignIn.tsx), or where it could not be downloaded.
 */
import { lazy } from 'react';
import { OptionalPart } from '../ui/OptionalPart';

const PasskeySignIn = lazy(() => import('./passkey-chunk').then((m) => m.load()));

export const passkeySlot = (
  <OptionalPart>
    <PasskeySignIn />
  </OptionalPart>
);
