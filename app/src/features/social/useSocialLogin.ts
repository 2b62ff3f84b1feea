/**
 * Social sign-in (spec §4 "Social login"): the native bridge, the provider's popup or redirect,
 * then WPS login with the id token. bind_customer_required registers automatically when the
 * player came to sign up and FIREBASECREATEACC3 is on; otherwise the login-choice dialog asks.
 */
import { useState } from 'react';
import { ErrorCode } from '@wps/contract/envelope';
import type { FirebaseChannel } from '@wps/contract/auth';
import { requestMerchant } from '../../lib/api/context';
import { isApiError } from '../../lib/api/errors';
import { deviceId } from '../../lib/device/device-id';
import { loginDeviceOf, readLaunchSignals, isOfficialApp } from '../../lib/device/launch-context';
import { loadIdentityProvider } from '../../domains/identity/load-provider';
import { nativeSocialBridge, NativeFailure } from '../../domains/identity/native-bridge';
import { isPrivateBrowsing } from '../../domains/identity/private-browsing';
import { isIdentityError } from '../../domains/identity/provider';
import { socialRoute } from '../../domains/identity/social-route';
import { overlayForError } from '../../lib/overlays/error-notice';
import { comingSoonToast, overlays, type OverlaySpec } from '../../lib/overlays/overlays';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { afterLoginPath } from '../../lib/router/safe-redirect';
import { sessionFrom, type TokenAnswer } from '../../domains/account/logged-in';
import { login } from '../../domains/account/login-call';
import { sessionStore } from '../../lib/session/store';
import { useSiteStatus } from '../../domains/site/status';
import {
  readSessionStored,
  removeSessionStored,
  writeSessionStored,
} from '../../lib/storage/storage';
import { registerWithIdentity } from './api/firebase-register';
import {
  identityFailureOverlay,
  nativeFailureNotice,
  privateBrowsingNotice,
  registerFailureNotice,
  stripParenthesised,
} from '../../domains/identity/identity-failure';

export type SocialIntent = 'login' | 'register';

/** An identity no member is bound to, waiting for the player's choice (spec §2). */
export type PendingChoice = { channel: FirebaseChannel; idToken: string; message: string };

const show = (overlay: OverlaySpec | null) => overlay && overlays.open(overlay);

export function useSocialLogin(intent: SocialIntent) {
  const status = useSiteStatus().data;
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const createAccount = status?.whitelabelVal.FIREBASECREATEACC3 === true;

  function loggedIn(answer: TokenAnswer, to: string) {
    sessionStore.dispatch({
      type: 'loggedIn',
      session: sessionFrom(answer, requestMerchant() ?? ''),
    });
    navigate(to, { replace: true });
  }

  /** Any failure other than bind_customer_required forgets the provider's state (spec §4). */
  async function forget() {
    removeSessionStored('social_login');
    const provider = status && loadIdentityProvider(status);
    await provider?.then((p) => p.reset()).catch(() => undefined);
  }

  async function register(channel: FirebaseChannel, idToken: string) {
    const loading = overlays.showLoading();
    try {
      const value = await registerWithIdentity({
        firebaseChannel: channel,
        firebaseIdToken: idToken,
        login: true,
      });
      if (value.token) loggedIn({ ...value, token: value.token }, Paths.home);
      // The tracking code (2.5 KB) loads for this rare case only, not with the social buttons in
      // front of the login form's largest paint; it fails silently, as the event does.
      await import('../../domains/tracking/track')
        .then((m) => m.recordRegisterEvent(value.customerId ?? value.id))
        .catch(() => undefined);
      if (!value.token) navigate(Paths.login, { replace: true });
    } catch (error) {
      await forget();
      show(registerFailureNotice(isApiError(error) ? error.serverMessage : undefined));
    } finally {
      overlays.close(loading);
    }
  }

  /** WPS login with a provider's id token. */
  async function signIn(channel: FirebaseChannel, idToken: string, from: SocialIntent = intent) {
    const device = loginDeviceOf(readLaunchSignals());
    const loading = overlays.showLoading();
    try {
      const value = await login({
        username: '',
        password: '',
        type: 'firebase',
        firebaseChannel: channel,
        firebaseIdToken: idToken,
        loginDeviceId: deviceId(),
        isOfficialAppLogin: isOfficialApp(),
        ...(device ? { device } : {}),
      });
      loggedIn(value, afterLoginPath(location.search, location.origin, Paths.home));
    } catch (error) {
      if (isApiError(error) && error.errorCode === ErrorCode.bindCustomerRequired) {
        if (from === 'register' && createAccount) return void (await register(channel, idToken));
        const message = stripParenthesised(error.serverMessage ?? '');
        return setChoice({ channel, idToken, message });
      }
      await forget();
      show(isApiError(error) ? overlayForError(error, location.protocol) : null);
    } finally {
      overlays.close(loading);
    }
  }

  async function start(channel: FirebaseChannel) {
    if (busy || !status) return;
    const bridge = nativeSocialBridge();
    const route = socialRoute(channel, { userAgent: navigator.userAgent, bridge });
    if (route === 'coming-soon') return void show(comingSoonToast());
    setBusy(true);
    try {
      let idToken: string;
      if (route === 'native' && bridge) {
        // The shell signs in on its own screens; loading ends with its answer (spec §5).
        const waiting = overlays.showLoading();
        idToken = await bridge.signIn(channel).finally(() => overlays.close(waiting));
      } else {
        if (await isPrivateBrowsing()) return void show(privateBrowsingNotice());
        const provider = await loadIdentityProvider(status);
        if (!provider) return;
        if (route === 'redirect') {
          // The channel survives the round trip in session storage (spec §4).
          writeSessionStored('social_login', { channel, intent });
          return await provider.signInWithRedirect(channel, location.pathname + location.search);
        }
        idToken = await provider.signInWithPopup(channel);
      }
      await signIn(channel, idToken);
    } catch (error) {
      if (error instanceof NativeFailure) show(nativeFailureNotice(error.message));
      else if (isIdentityError(error)) show(identityFailureOverlay(error));
      else throw error;
    } finally {
      setBusy(false);
    }
  }

  /** A redirect sign-in that left from this page completes on its return (spec §4). */
  async function completeRedirect() {
    const pending = readSessionStored('social_login');
    if (!pending || !status) return;
    removeSessionStored('social_login');
    try {
      const idToken = await loadIdentityProvider(status)?.then((p) => p.redirectResult());
      if (idToken) await signIn(pending.channel, idToken, pending.intent);
    } catch (error) {
      if (isIdentityError(error)) show(identityFailureOverlay(error));
    }
  }

  return {
    busy,
    completeRedirect,
    start,
    signIn,
    choice,
    canRegister: createAccount,
    registerChoice: () => {
      if (!choice) return;
      setChoice(null);
      void register(choice.channel, choice.idToken);
    },
    dismissChoice: () => setChoice(null),
  };
}
