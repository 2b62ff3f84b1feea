/**
 * index.html's boot call (build/index-html/boot-call.ts): it asks for the site status while the
 * entry script downloads, with the headers and query the request layer would send
 * (domains/site/status-call.ts, lib/api/request.ts), and leaves the pending answer for takeBootCall
 * (lib/api/boot-call.ts), which checks both before taking it. Skipped on a page a service worker
 * controls: that page paints from the stored status with no request first, and asks after its
 * first paint.
 *
 * A player coming back (a merchant stored) has the page's own first call asked for beside the
 * status too (`pageCalls`: the lobby's lanes), with the merchant stored and the language the app
 * will most likely pick: the stored choice, else the one last shown, else the browser's. The
 * content call's script (boot-content-script.ts) keeps it when the status confirms both, and asks
 * again otherwise. On a first visit the merchant is known only from the status's answer (one
 * build serves many merchants), so the page's call waits for it there.
 */
import { BOOT_CALLS_GLOBAL, type BootCall } from '../../lib/api/boot-call';
import { BROWSER_LANGUAGE_GLOBAL } from '../../lib/i18n/browser-language';
import { startBootCall } from './start-boot-call';

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
  /** The storage key of the language last shown (a plain string). */
  lastLanguageKey: string;
  /** The headers of a page's first call, without Language and Merchant. */
  pageHeaders: Record<string, string>;
  /** The pages whose own first call is asked for with the status on a repeat visit. */
  pageCalls: readonly { paths: readonly string[]; path: string; query: Record<string, string> }[];
};

/** What an older browser may lack, and where the call is left. */
type BootWindow = {
  fetch?: unknown;
  URLSearchParams?: unknown;
  AbortController?: unknown;
  [BOOT_CALLS_GLOBAL]?: Record<string, BootCall>;
  [BROWSER_LANGUAGE_GLOBAL]?: unknown;
};

/** A GET started now, left for the request layer under its path. */
function ask(win: BootWindow, path: string, url: string, headers: Record<string, string>): void {
  const calls = (win[BOOT_CALLS_GLOBAL] = win[BOOT_CALLS_GLOBAL] || {});
  startBootCall(win, calls, path, url, headers);
}

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
      ask(win, input.path, `${input.path}?${query}`, headers);
      if (!headers.Merchant) return;
      // The language the app will most likely pick once the status is in (useBootLanguage.ts).
      const guess = win[BROWSER_LANGUAGE_GLOBAL];
      let picked = '';
      for (const code of [
        localStorage.getItem(input.languageKey),
        localStorage.getItem(input.lastLanguageKey),
        typeof guess === 'string' ? guess : '',
      ])
        if (!picked && input.languages.indexOf((code || '').toUpperCase()) >= 0)
          picked = (code as string).toUpperCase();
      if (!picked) return;
      for (const page of input.pageCalls)
        if (page.paths.indexOf(location.pathname) >= 0) {
          // Each call its own copy: the content call's script compares them with its own.
          const own: Record<string, string> = {};
          for (const key in input.pageHeaders) own[key] = input.pageHeaders[key] as string;
          own.Language = input.chinesePattern.test(picked) ? 'CN' : picked;
          own.Merchant = headers.Merchant;
          ask(win, page.path, `${page.path}?${new URLSearchParams(page.query)}`, own);
        }
    }
  } catch {
    // Storage or fetch refused: the app asks as usual.
  }
}
