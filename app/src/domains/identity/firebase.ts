/**
 * The production identity provider: Firebase Auth (contract §4), loaded as its own chunk only
 * when a player picks social sign-in. Facebook asks for the email scope (spec §5); LINE is an
 * OpenID Connect provider (`oidc.line`) in Firebase's Identity Platform.
 */
import { initializeApp, getApps, type FirebaseOptions } from '@firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  RecaptchaVerifier,
  TwitterAuthProvider,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  getAuth,
  getRedirectResult,
  initializeAuth,
  signInWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type AuthProvider,
  type UserCredential,
} from '@firebase/auth';
import type { FirebaseChannel } from '@wps/contract/auth';
import { UNKNOWN_PROVIDER_CODE } from './identity-failure';
import { IdentityError, type IdentityProvider, type PhoneConfirmation } from './provider';

const APP_NAME = 'wps-social';

export function providerFor(channel: FirebaseChannel): AuthProvider {
  switch (channel) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook': {
      const facebook = new FacebookAuthProvider();
      facebook.addScope('email');
      return facebook;
    }
    case 'twitter':
      return new TwitterAuthProvider();
    case 'line':
      return new OAuthProvider('oidc.line');
  }
}

/** Firebase errors carry `code` (auth/...): keep it for the notice and the silent cancel. */
function asIdentityError(error: unknown): IdentityError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return new IdentityError(
    typeof code === 'string' ? code : UNKNOWN_PROVIDER_CODE,
    typeof message === 'string' ? message : String(error),
  );
}

async function idToken(credential: Promise<UserCredential>): Promise<string> {
  try {
    return await (await credential).user.getIdToken();
  } catch (error) {
    throw asIdentityError(error);
  }
}

function authFor(options: FirebaseOptions): Auth {
  const existing = getApps().find((a) => a.name === APP_NAME);
  if (existing) return getAuth(existing);
  const app = initializeApp(options, APP_NAME);
  // Session persistence: the redirect result must survive the round trip, nothing longer.
  return initializeAuth(app, {
    persistence: browserSessionPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
}

/** Firebase checks phone sign-ins with an invisible reCAPTCHA; it needs an element of its own. */
async function sendPhoneCode(auth: Auth, phoneNumber: string): Promise<PhoneConfirmation> {
  const holder = document.createElement('div');
  document.body.appendChild(holder);
  const verifier = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return {
      confirm: (code) => idToken(confirmation.confirm(code)),
    };
  } catch (error) {
    throw asIdentityError(error);
  } finally {
    verifier.clear();
    holder.remove();
  }
}

export function firebaseProvider(options: FirebaseOptions): IdentityProvider {
  const auth = authFor(options);
  return {
    signInWithPopup: (channel) => idToken(signInWithPopup(auth, providerFor(channel))),
    async signInWithRedirect(channel) {
      // Firebase returns to the page that left; returnTo is that page already.
      await signInWithRedirect(auth, providerFor(channel)).catch((error: unknown) => {
        throw asIdentityError(error);
      });
    },
    async redirectResult() {
      try {
        const result = await getRedirectResult(auth);
        return result ? await result.user.getIdToken() : null;
      } catch (error) {
        throw asIdentityError(error);
      }
    },
    fromGoogleCredential: (credential) =>
      idToken(signInWithCredential(auth, GoogleAuthProvider.credential(credential))),
    sendPhoneCode: (phoneNumber) => sendPhoneCode(auth, phoneNumber),
    reset: () => signOut(auth),
  };
}
