/**
 * Social sign-in through the native shells' bridge (contract/src/native-bridge.ts). The shell
 * answers through a global callback; a result beginning with 'Failure' is a message to show.
 */
import type { FirebaseChannel } from '@wps/contract/auth';
import {
  NATIVE_FAILURE_PREFIX,
  SOCIAL_RESULT_CALLBACK,
  type AndroidSocialBridge,
  type IosSocialMessage,
} from '@wps/contract/native-bridge';

export type NativeSocialBridge = {
  platform: 'android' | 'ios';
  /** Android shells without the OAuth bridge cannot sign in with twitter or line (spec §5). */
  supports(channel: FirebaseChannel): boolean;
  signIn(channel: FirebaseChannel): Promise<string>;
};

/** A 'Failure…' string from the shell, shown as it is. */
export class NativeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NativeFailure';
  }
}

type ResultCallback = (channel: unknown, result: unknown) => void;
type BridgeWindow = Window & {
  WpsNativeBridge?: AndroidSocialBridge;
  webkit?: { messageHandlers?: { wps?: { postMessage(message: IosSocialMessage): void } } };
  [SOCIAL_RESULT_CALLBACK]?: ResultCallback;
};

const OAUTH_ONLY: readonly FirebaseChannel[] = ['twitter', 'line'];

function awaitResult(channel: FirebaseChannel, send: () => void): Promise<string> {
  const w = window as BridgeWindow;
  return new Promise((resolve, reject) => {
    w[SOCIAL_RESULT_CALLBACK] = (answered, result) => {
      if (answered !== channel) return;
      delete w[SOCIAL_RESULT_CALLBACK];
      const text = typeof result === 'string' ? result : '';
      if (text === '' || text.startsWith(NATIVE_FAILURE_PREFIX)) {
        reject(new NativeFailure(text || NATIVE_FAILURE_PREFIX));
      } else resolve(text);
    };
    send();
  });
}

export function nativeSocialBridge(): NativeSocialBridge | null {
  const w = window as BridgeWindow;
  const android = w.WpsNativeBridge;
  if (android && typeof android.socialLogin === 'function') {
    return {
      platform: 'android',
      supports: (channel) =>
        !OAUTH_ONLY.includes(channel) || typeof android.oauthLogin === 'function',
      signIn: (channel) =>
        awaitResult(channel, () =>
          OAUTH_ONLY.includes(channel)
            ? android.oauthLogin?.(channel)
            : android.socialLogin?.(channel),
        ),
    };
  }
  const ios = w.webkit?.messageHandlers?.wps;
  if (ios) {
    return {
      platform: 'ios',
      supports: () => true,
      signIn: (channel) =>
        awaitResult(channel, () => ios.postMessage({ action: 'socialLogin', channel })),
    };
  }
  return null;
}
