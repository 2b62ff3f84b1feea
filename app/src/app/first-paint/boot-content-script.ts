/**
 * index.html's content call (build/index-html/boot-content.ts), after the boot call: once the
 * status call of boot-call-script.ts has answered, it asks for the content with the headers the
 * app will send (domains/content/announcements.ts) and preloads the language file the app will pick
 * (app/useBootLanguage.ts), while the entry script is still on its way, rather than after the
 * entry has run and behind the page's chunks. On every page: home draws its banners from it, and
 * every page its announcement popup. A page may have a first call of its own, asked for the same
 * way (`pageCalls`: the lobby's lanes on /m/game).
 *
 * It leaves the call where the boot call is (lib/api/boot-call.ts), which the request layer takes
 * only for the very request it would send: a rule that differs here costs a wasted call, never a
 * wrong answer. It reads the status answer before the app does and hands the app the same answer
 * after, so the app cannot pick the language or ask for the content first.
 *
 * It reads the content answer the same way, for its first home banner (the page's largest
 * paint): lcp-preload-script's function preloads it and shows it in the shell's banner box, as
 * soon as the answer is in rather than once the entry and home's content chunks have run. It
 * reads the lobby's lanes too, for their first icons (the lobby's largest paint): it preloads
 * those of the lane the app draws first (features/game/game-lanes.ts: the entries ordered by
 * ordinal, then by answer order, grouped by title), so the lobby's first draw shows them.
 *
 * A page call boot-call-script.ts has already started (a player coming back) is read for its
 * icons as soon as it answers, before the status does; once the status is in, it is kept when it
 * went with the merchant and language this script would send, and replaced otherwise.
 */
import { BOOT_CALLS_GLOBAL, sameHeaders, type BootCall } from '../../lib/api/boot-call';
import { BROWSER_LANGUAGE_GLOBAL } from '../../lib/i18n/browser-language';
import { PRELOAD_IMAGE_GLOBAL, SHOW_BANNER_GLOBAL } from './lcp-preload-script';
import { startBootCall } from './start-boot-call';

/** The function locale-preload's script leaves: preloads a language's file, by code. */
export const PRELOAD_LOCALE_GLOBAL = '__wpsPreloadLocale';
/** Its function on the sign-in forms: draws the shell's words in a language, by code. */
export const SHELL_WORDS_GLOBAL = '__wpsShellWords';

export type BootContentScriptInput = {
  /** The status call's path, as boot-call-script.ts leaves it. */
  statusPath: string;
  /** The content call's path, query and the headers every such call carries. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The pages whose largest paint is the content's first banner (home). */
  paths: readonly string[];
  /**
   * Calls of one page's own first content, asked for the same way on that page (the lobby's);
   * `icons`: how many icons of the first lane of a lanes answer to preload.
   */
  pageCalls: readonly {
    paths: readonly string[];
    path: string;
    query: Record<string, string>;
    icons?: number;
  }[];
  /** The group of the banners home's carousel shows (contract HOME_BANNER_GROUP). */
  bannerGroup: string;
  /**
   * The app's languages, the stored choice's key, the rule a stored one must pass (else it is
   * none, as the app's storage reads it) and the Chinese variants (sent as CN).
   */
  languages: readonly string[];
  languageKey: string;
  languagePattern: RegExp;
  chinesePattern: RegExp;
  /** The storage key of the merchant, a plain string, and the rule a stored one must pass. */
  merchantKey: string;
  merchantPattern: RegExp;
};

/** What the other inline scripts leave on `window`, and what an older browser may lack. */
type BootWindow = {
  AbortController?: unknown;
  [BOOT_CALLS_GLOBAL]?: Record<string, BootCall | undefined>;
  [SHOW_BANNER_GLOBAL]?: (url: unknown) => void;
  [PRELOAD_IMAGE_GLOBAL]?: (url: unknown) => void;
  [PRELOAD_LOCALE_GLOBAL]?: (code: string) => void;
  [SHELL_WORDS_GLOBAL]?: (code: string) => void;
  [BROWSER_LANGUAGE_GLOBAL]?: unknown;
};

/** An answer's JSON, as far as this script reads it: nothing in it is trusted. */
type Loose = { [key: string]: Loose } | undefined;
type Read = (json: Loose) => void;

/** The same answer again, for the app, once this script has read it. */
function again(response: Response, text: string): Response {
  const empty = text === '' || [204, 205, 304].indexOf(response.status) >= 0;
  return new Response(empty ? null : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** `response`, read first by `read` (a success only) and then handed on whole. */
function readFirst(response: Promise<Response>, read: Read): Promise<Response> {
  return response.then((answer) =>
    answer.text().then((text) => {
      try {
        if (answer.ok) read(JSON.parse(text) as Loose);
      } catch {
        // Not JSON: the app reads the same text and says so.
      }
      return again(answer, text);
    }),
  );
}

export default function bootContentScript(input: BootContentScriptInput): void {
  try {
    const win = window as unknown as BootWindow;
    const calls = win[BOOT_CALLS_GLOBAL];
    const status = calls && calls[input.statusPath];
    if (!calls || !status) return;
    const home = input.paths.indexOf(location.pathname) >= 0;
    // The content's first home banner, to lcp-preload-script's function (which checks it).
    const banner: Read = (json) => {
      const banners =
        json && json.success === (true as unknown) && json.value && json.value.banners;
      const show = win[SHOW_BANNER_GLOBAL];
      if (Array.isArray(banners) && show)
        for (const item of banners as Loose[])
          if (item && item.groupName === (input.bannerGroup as unknown)) return show(item.url);
    };
    // The first lane's first n icons, to lcp-preload-script's function (which checks each).
    const icons =
      (n: number): Read =>
      (json) => {
        const lanes = json && json.success === (true as unknown) && json.value;
        const preload = win[PRELOAD_IMAGE_GLOBAL];
        if (!Array.isArray(lanes) || !preload) return;
        const sorted: { entry: Loose; at: number; ordinal: number }[] = [];
        (lanes as Loose[]).forEach((entry, at) => {
          if (entry && typeof entry.title === 'string') {
            const ordinal = entry.ordinal as unknown;
            sorted.push({ entry, at, ordinal: typeof ordinal === 'number' ? ordinal : Infinity });
          }
        });
        sorted.sort((a, b) => a.ordinal - b.ordinal || a.at - b.at);
        let title: string | undefined;
        for (let i = 0; i < sorted.length && n > 0; i++) {
          const entry = sorted[i]!.entry!;
          const own = (entry.title as unknown as string).trim();
          title = title === undefined ? own : title;
          const cards = entry.cards as unknown;
          if (own !== title || !Array.isArray(cards)) continue;
          for (let c = 0; c < cards.length && n > 0; c++, n--) {
            const card = cards[c] as Loose;
            preload(card && card.icon);
          }
        }
      };
    const go: Read = (json) => {
      const site = json && json.success === (true as unknown) && json.value;
      if (
        !site ||
        typeof site.merchantCode !== 'string' ||
        site.maintenance ||
        site.regionRestriction
      )
        return;
      // The app's rule (resolveLanguage, useBootLanguage.ts): the chosen language within the
      // site's languages, else the site's first the app supports, else the app's first.
      const all = input.languages;
      const listed = site.languages as unknown;
      const offered: string[] = [];
      for (const code of Array.isArray(listed) ? (listed as unknown[]) : []) {
        const upper = String(code).toUpperCase();
        if (all.indexOf(upper) >= 0) offered.push(upper);
      }
      const pool = offered.length ? offered : all;
      // The player's choice, else the browser's (the shell's script left it). A stored value
      // that fails the storage's rule is none: the app drops it and takes the browser's.
      const guess = win[BROWSER_LANGUAGE_GLOBAL];
      const stored = localStorage.getItem(input.languageKey);
      const chosen = (
        stored && input.languagePattern.test(stored)
          ? stored
          : typeof guess === 'string'
            ? guess
            : ''
      ).toUpperCase();
      const language = (pool.indexOf(chosen) >= 0 ? chosen : pool[0]) as string;
      // Asked for already when it is what locale-preload-script.ts guessed.
      const preloadLocale = win[PRELOAD_LOCALE_GLOBAL];
      if (preloadLocale) preloadLocale(language);
      // The sign-in forms' words, in the language the app is about to draw.
      const words = win[SHELL_WORDS_GLOBAL];
      if (words) words(language);
      // The input is this script's own copy: the language and merchant are added to it.
      const headers = input.headers;
      headers.Language = input.chinesePattern.test(language) ? 'CN' : language;
      const merchant = localStorage.getItem(input.merchantKey);
      headers.Merchant =
        merchant && input.merchantPattern.test(merchant) ? merchant : (site.merchantCode as string);
      // Left where the boot call is; `read` reads the answer first, then the app gets it whole.
      const ask = (path: string, query: Record<string, string>, read: Read | null) => {
        const url = `${path}?${new URLSearchParams(query)}`;
        const early = calls[path];
        if (early && early.url === url && sameHeaders(early.headers, headers)) return;
        if (early) early.abort();
        startBootCall(win, calls, path, url, headers, read ? (r) => readFirst(r, read) : undefined);
      };
      ask(input.path, input.query, home ? banner : null);
      for (const page of input.pageCalls)
        if (page.paths.indexOf(location.pathname) >= 0)
          ask(page.path, page.query, page.icons ? icons(page.icons) : null);
    };
    // A page's call the boot call started: its icons as soon as it answers.
    for (const page of input.pageCalls) {
      const early = calls[page.path];
      if (early && page.icons && page.paths.indexOf(location.pathname) >= 0) {
        early.response = readFirst(early.response, icons(page.icons));
        early.response.catch(() => undefined);
      }
    }
    // The app takes the status answer only once this script has read it: its language file and
    // content call can never leave before this preload and this call, and be fetched twice.
    const read = readFirst(status.response, go);
    read.catch(() => undefined);
    status.response = read;
  } catch {
    // Storage or fetch refused: the app asks as usual.
  }
}
