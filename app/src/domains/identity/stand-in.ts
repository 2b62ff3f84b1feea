/**
 * The identity provider for local runs: the sandbox's identity page (contract §4), opened as a
 * popup that posts the id token back, or as a redirect that returns with it in the fragment.
 */
import type { FirebaseChannel } from '@wps/contract/auth';
import { IdentityStandIn, type IdentityMessage } from '@wps/contract/auth-stand-ins';
import { IdentityError, IdentityErrorCode, type IdentityProvider } from './provider';

const POPUP_FEATURES = 'popup,width=480,height=640';
const CLOSED_POLL_MS = 500;
/**
 * The page posts its answer and closes at once. The opener can see it closed before the posted
 * message's task runs (a busy phone), so a closed popup only counts as cancelled after this long.
 */
export const CLOSED_GRACE_MS = 1000;

function pageUrl(page: string, params: Record<string, string>): URL {
  const url = new URL(page, location.href);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

function isIdentityMessage(data: unknown): data is IdentityMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'SANDBOX_ID_TOKEN' || type === 'SANDBOX_ID_ERROR';
}

export function popupSignIn(page: string, channel: FirebaseChannel): Promise<string> {
  const url = pageUrl(page, { channel, mode: 'popup', origin: location.origin });
  const popup = window.open(url.href, 'wps-identity', POPUP_FEATURES);
  if (!popup) return Promise.reject(new IdentityError(IdentityErrorCode.popupBlocked));
  return new Promise((resolve, reject) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(grace);
    };
    // Only the page we opened, from its own origin, may answer.
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== url.origin) return;
      if (!isIdentityMessage(event.data)) return;
      done();
      if (event.data.type === 'SANDBOX_ID_TOKEN') resolve(event.data.idToken);
      else reject(new IdentityError(event.data.code));
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      grace = setTimeout(() => {
        done();
        reject(new IdentityError(IdentityErrorCode.popupClosed));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

/** Reads and removes the redirect's answer from the fragment, so no token stays in history. */
function takeRedirectAnswer(): URLSearchParams | null {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (!fragment.has('idToken') && !fragment.has('error')) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  return fragment;
}

/** Posts to the stand-in's phone endpoints (same origin as its page); failures keep their code. */
async function postStandIn<T>(page: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, new URL(page, location.href)), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null);
  const envelope = (await response?.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    errorCode?: string;
    message?: string;
  } | null;
  if (!envelope?.success) {
    throw new IdentityError(
      envelope?.errorCode ?? 'auth/network-request-failed',
      envelope?.message,
    );
  }
  return envelope.value as T;
}

async function sendPhoneCode(page: string, phoneNumber: string) {
  const { verificationId } = await postStandIn<{ verificationId: string }>(
    page,
    IdentityStandIn.phoneSend,
    { phoneNumber },
  );
  return {
    confirm: async (code: string) =>
      (
        await postStandIn<{ idToken: string }>(page, IdentityStandIn.phoneVerify, {
          verificationId,
          code,
        })
      ).idToken,
  };
}

export function standInProvider(page: string): IdentityProvider {
  return {
    signInWithPopup: (channel) => popupSignIn(page, channel),
    async signInWithRedirect(channel, returnTo) {
      location.assign(pageUrl(page, { channel, mode: 'redirect', returnTo }).href);
    },
    async redirectResult() {
      const answer = takeRedirectAnswer();
      if (!answer) return null;
      const error = answer.get('error');
      if (error) throw new IdentityError(error);
      return answer.get('idToken');
    },
    // The stand-in's one-tap hands out sandbox id tokens already.
    fromGoogleCredential: async (credential) => credential,
    sendPhoneCode: (phoneNumber) => sendPhoneCode(page, phoneNumber),
    reset: async () => undefined,
  };
}
