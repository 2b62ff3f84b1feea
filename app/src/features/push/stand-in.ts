/**
 * The push provider for local runs: the sandbox's token source (contract/src/push.ts). Pushes
 * still reach the app's worker: the test plays the push service (CDP deliverPushMessage).
 */
import { PushStandIn } from '@wps/contract/push';
import type { PushProvider } from './provider';

/** `identityPage`: the Firebase stand-in's page; the token source is on its origin. */
export function standInProvider(identityPage: string): PushProvider {
  const source = new URL(PushStandIn.tokenSource, new URL(identityPage, location.href));
  return {
    async getToken() {
      const response = await fetch(source, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      const envelope = (await response.json()) as {
        success?: boolean;
        value?: { token?: unknown };
      };
      const token = envelope.value?.token;
      if (!envelope.success || typeof token !== 'string' || !token) {
        throw new Error('push token source refused');
      }
      return token;
    },
  };
}
