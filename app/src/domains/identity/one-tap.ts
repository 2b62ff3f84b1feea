/**
 * The one-tap prompt: Google Identity Services, or the sandbox's stand-in named by
 * gw.GSI_SCRIPT (contract §4). Loaded with the one-tap chunk only.
 */
import type { SiteStatus } from '@wps/contract/status';
import { injectScript, SCRIPT_TIMEOUT_MS } from '../../lib/third-party/load-script';

export const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

type GoogleId = {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
};

/** Shows the one-tap prompt; resolves a canceller. The credential goes to `onCredential`. */
export async function promptOneTap(
  status: SiteStatus,
  onCredential: (credential: string) => void,
): Promise<() => void> {
  await injectScript(status.gw.GSI_SCRIPT ?? GSI_SCRIPT, SCRIPT_TIMEOUT_MS);
  const id = (window as Window & { google?: { accounts?: { id?: GoogleId } } }).google?.accounts
    ?.id;
  if (!id || !status.gw.GOOGLE_CLIENT_ID) return () => undefined;
  id.initialize({
    client_id: status.gw.GOOGLE_CLIENT_ID,
    callback: ({ credential }) => credential && onCredential(credential),
    cancel_on_tap_outside: true,
  });
  id.prompt();
  return () => id.cancel();
}
