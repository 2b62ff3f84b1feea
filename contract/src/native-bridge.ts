/**
 * The native shells' social sign-in bridge (spec §4 "Social login", contract §4). Tests inject
 * an object of this shape; the shells implement it.
 *
 * - Android: `window.WpsNativeBridge.socialLogin(channel)` signs in with the native Google or
 *   Facebook SDK; `window.WpsNativeBridge.oauthLogin(channel)` is the OAuth bridge for twitter
 *   and line. A shell without `oauthLogin` cannot sign in with those two (spec §5: coming_soon).
 * - iOS: `window.webkit.messageHandlers.wps.postMessage({ action: 'socialLogin', channel })`.
 *
 * Either shell answers by calling `window.wpsSocialLoginResult(channel, result)`: `result` is the
 * Firebase id token, or a string beginning with 'Failure' that is shown to the player.
 */
import type { FirebaseChannel } from './auth.ts';

export type AndroidSocialBridge = {
  socialLogin?: (channel: FirebaseChannel) => void;
  oauthLogin?: (channel: FirebaseChannel) => void;
};

export type IosSocialMessage = { action: 'socialLogin'; channel: FirebaseChannel };

export const SOCIAL_RESULT_CALLBACK = 'wpsSocialLoginResult';

/** Results that start with this are failures to show (spec §5). */
export const NATIVE_FAILURE_PREFIX = 'Failure';
