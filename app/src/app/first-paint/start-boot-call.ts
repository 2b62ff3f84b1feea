/**
 * A GET that one of index.html's inline scripts starts (boot-call-script.ts, boot-content-script.ts),
 * left under its path where the request layer takes it over (lib/api/boot-call.ts). Each script is
 * compiled on its own, so each carries its own copy of this function.
 */
import type { BootCall } from '../../lib/api/boot-call';

export function startBootCall(
  win: { AbortController?: unknown },
  calls: Record<string, BootCall | undefined>,
  path: string,
  url: string,
  headers: Record<string, string>,
  /** Reads the answer before the app takes it (the app still gets it whole). */
  read?: (response: Promise<Response>) => Promise<Response>,
): void {
  // An older browser may lack AbortController: the call then runs to its end.
  const abort = win.AbortController ? new AbortController() : null;
  let response = fetch(url, {
    headers,
    credentials: 'include',
    signal: abort ? abort.signal : undefined,
  });
  if (read) response = read(response);
  // Handled here so that an answer nobody takes never shows as an unhandled rejection.
  response.catch(() => undefined);
  calls[path] = {
    url,
    headers,
    at: Date.now(),
    response,
    abort: () => {
      if (abort) abort.abort();
    },
  };
}
