/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a phone's platform
 * authenticator with a fingerprint the test decides about. `cancel()` makes the next ceremony
 * end as a player's cancel does (NotAllowedError, the error a closed sheet gives).
 */
import type { CDPSession, Page } from '@playwright/test';
import { SandboxPasskeyApi } from '@wps/contract/passkeys';
import { Demo } from '@wps/contract/paths';

export type Authenticator = {
  cdp: CDPSession;
  id: string;
  credentials(): Promise<
    {
      credentialId: string;
      privateKey: string;
      signCount: number;
      rpId?: string;
      userHandle?: string;
      isResidentCredential: boolean;
    }[]
  >;
  cancel(): Promise<void>;
};

export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId: id } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    id,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials,
    cancel: async () => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified: false });
    },
  };
}

/** The site's passkey switch, for the relying party the test's pages are on. */
export async function offerPasskeys(page: Page, baseURL: string, origins = [baseURL]) {
  const response = await page.request.put(baseURL + SandboxPasskeyApi.site(Demo.merchant), {
    data: { rpId: new URL(baseURL).hostname, origins },
  });
  if (!response.ok()) throw new Error(`passkey switch: ${await response.text()}`);
}
