/**
 * The boot call started from the HTML: index.html's inline script
 * (app/first-paint/boot-call-script.ts) asks for the site status while the entry script is still
 * on its way, instead of after it has downloaded and run, and leaves the pending answer on
 * `window`.
 * The request layer takes that answer once, and only for the very request it would send itself:
 * the same address (the cache buster `_` aside) with the same headers. Anything else (another
 * merchant stored since, a language already loaded, a second status call) is fetched as usual,
 * so the shortcut can cost a wasted request but never a wrong answer.
 */

/** A GET the inline script started: what it sent, when, its pending answer and its abort. */
export type BootCall = {
  url: string;
  headers: Record<string, string>;
  at: number;
  response: Promise<Response>;
  abort: () => void;
};

/** A boot call the request layer took over. */
export type TakenBootCall = {
  /** What is left of a time limit that started when the inline script sent the call. */
  remainingOf: (limitMs: number) => number;
  /** The answer, or a rejection (and the request cancelled) once `signal` aborts. */
  answer: (signal: AbortSignal) => Promise<Response>;
};

/** Where the inline script leaves its calls, by path. */
export const BOOT_CALLS_GLOBAL = '__wpsBootCalls';

type BootWindow = { [BOOT_CALLS_GLOBAL]?: Record<string, BootCall | undefined> };

/** The address without its cache buster (always the last parameter), for comparing two. */
export const withoutBuster = (url: string): string => url.replace(/[?&]_=\d*$/, '');

/** The same headers, in any order (also used by index.html's content call script). */
export function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function take(call: BootCall): TakenBootCall {
  return {
    remainingOf: (limitMs) => Math.max(0, limitMs - (Date.now() - call.at)),
    answer: (signal) =>
      new Promise<Response>((resolve, reject) => {
        signal.addEventListener('abort', () => {
          call.abort();
          reject(new Error('aborted'));
        });
        call.response.then(resolve, reject);
      }),
  };
}

/**
 * The inline script's call for this request, taken once (a later call of the same path asks
 * the server again); null when there is none or it was sent differently.
 */
export function takeBootCall(url: string, headers: Record<string, string>): TakenBootCall | null {
  const calls = (globalThis as BootWindow)[BOOT_CALLS_GLOBAL];
  const path = url.split('?')[0] ?? '';
  const call = calls?.[path];
  if (!calls || !call) return null;
  delete calls[path];
  const same =
    typeof call.url === 'string' &&
    withoutBuster(call.url) === withoutBuster(url) &&
    !!call.headers &&
    typeof call.headers === 'object' &&
    sameHeaders(call.headers, headers) &&
    typeof call.at === 'number' &&
    typeof call.abort === 'function' &&
    call.response instanceof Promise;
  return same ? take(call) : null;
}
