/**
 * index.html's boot call (build/index-html/boot-call.ts): it asks for the site status while the
 * entry script downloads, with the headers and query the request layer would send
 * (domains/site/status-call.ts, lib/api/request.ts), and leaves the pending answer for takeBootCall
 * (lib/api/boot-call.ts), which checks both before taking it. Skipped on a page a service worker
 * controls: that page paints from the stored status with no request first, and asks after its
 * first paint.
 */
import { BOOT_CALLS_GLOBAL, type BootCall } from '../../lib/api/boot-call';

export type BootCallScriptInput = {
  /** The status call's path. */
  path: string;
  /** The headers every boot status call carries (the merchant is added when one is stored). */
  headers: Record<string, string>;
  /** The Language header: the stored language when supported (sent as CN when Chinese). */
  languageKey: string;
  languages: readonly string[];
  chinesePattern: RegExp;
  /** The storage key of the merchant, a plain string, and the rule a stored one must pass. */
  merchantKey: string;
  merchantPattern: RegExp;
};

/** What an older browser may lack, and where the call is left. */
type BootWindow = {
  fetch?: unknown;
  URLSearchParams?: unknown;
  AbortController?: unknown;
  [BOOT_CALLS_GLOBAL]?: Record<string, BootCall>;
};

export default function bootCallScript(input: BootCallScriptInput): void {
  try {
    const win = window as unknown as BootWindow;
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!(worker && worker.controller) && win.fetch && win.URLSearchParams) {
      // The input is this script's own copy: the stored merchant and language are added to it.
      const headers = input.headers;
      const merchant = localStorage.getItem(input.merchantKey);
      if (merchant && input.merchantPattern.test(merchant)) headers.Merchant = merchant;
      const language = (localStorage.getItem(input.languageKey) || '').toUpperCase();
      if (input.languages.indexOf(language) >= 0)
        headers.Language = input.chinesePattern.test(language) ? 'CN' : language;
      const query = new URLSearchParams({
        device: 'MOBILE',
        track: '',
        originalDomain: location.hostname,
        url: location.href.split('?')[0] as string,
        _: String(Date.now()),
      });
      const url = `${input.path}?${query}`;
      const abort = win.AbortController ? new AbortController() : null;
      const response = fetch(url, {
        headers,
        credentials: 'include',
        signal: abort ? abort.signal : undefined,
      });
      // Handled here so that an answer nobody takes never shows as an unhandled rejection.
      response.catch(() => undefined);
      const calls = (win[BOOT_CALLS_GLOBAL] = win[BOOT_CALLS_GLOBAL] || {});
      calls[input.path] = {
        url,
        headers,
        at: Date.now(),
        response,
        abort: () => {
          if (abort) abort.abort();
        },
      };
    }
  } catch {
    // Storage or fetch refused: the app asks as usual.
  }
}
