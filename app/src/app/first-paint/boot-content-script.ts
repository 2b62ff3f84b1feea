/**
 * The inline script that app/boot-content.ts puts in index.html after the boot call (issue 18
 * item 2): once the status call of boot-call-script.ts has answered, it asks for the content
 * with the headers the app will send (lib/content/announcements.ts) and preloads the language
 * file the app will pick (app/useBootLanguage.ts), while the entry script is still on its way.
 * Before, both waited for the entry to download and run, then queued behind the page's chunks:
 * on a slow phone the call left some 700 ms after the status had answered. On every page: home
 * draws its banners from it, and every page its announcement popup. A page may have a first call
 * of its own, asked for the same way (`pageCalls`: the lobby's lanes on /m/game).
 *
 * It leaves the call where the boot call is (boot-call.ts), which the request layer takes only
 * for the very request it would send: a rule that differs here costs a wasted call, never a
 * wrong answer. It reads the status answer before the app does and hands the app the same answer
 * after, so the app cannot pick the language or ask for the content first.
 *
 * It reads the content answer the same way, for its first home banner (the page's largest
 * paint): lcp-preload-script's function preloads it and shows it in the shell's banner box, as
 * soon as the answer is in rather than once the entry and home's content chunks have run. It
 * reads the lobby's lanes too, for their first icons (the lobby's largest paint): it preloads
 * those of the lane the app draws first (features/game/game-lanes.ts: the entries ordered by
 * ordinal, then by answer order, grouped by title), so the lobby's first draw shows them. Kept
 * free of modern syntax: it runs before anything else.
 */
import { PRELOAD_IMAGE_GLOBAL, SHOW_BANNER_GLOBAL } from './lcp-preload-script';
import { BOOT_CALLS_GLOBAL } from '../../lib/api/boot-call';

/** The function locale-preload's script leaves: preloads a language's file, by code. */
export const PRELOAD_LOCALE_GLOBAL = '__wpsPreloadLocale';

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
  /** The app's languages, the stored choice's key and the Chinese variants (sent as CN). */
  languages: readonly string[];
  languageKey: string;
  chinesePattern: RegExp;
  /** The storage key of the merchant, a plain string, and the rule a stored one must pass. */
  merchantKey: string;
  merchantPattern: RegExp;
};

export function bootContentScript(input: BootContentScriptInput): string {
  const json = JSON.stringify;
  return [
    'try {',
    `  var c = window.${BOOT_CALLS_GLOBAL}, s = c && c[${json(input.statusPath)}];`,
    '  if (s) {',
    // The same answer again, for the app, once this script has read it.
    '    var again = function (r, t) {',
    '      var b = t === "" || r.status === 204 || r.status === 205 || r.status === 304 ? null : t;',
    '      return new Response(b, { status: r.status, statusText: r.statusText, headers: r.headers });',
    '    };',
    // The content's first home banner, to lcp-preload-script's function (which checks it).
    `    var home = ${json(input.paths)}.indexOf(location.pathname) >= 0;`,
    '    var banner = function (j) {',
    '      var b = j && j.success === true && j.value && j.value.banners, i;',
    `      var show = window.${SHOW_BANNER_GLOBAL};`,
    '      if (Array.isArray(b) && show)',
    '        for (i = 0; i < b.length; i++)',
    `          if (b[i] && b[i].groupName === ${json(input.bannerGroup)}) return show(b[i].url);`,
    '    };',
    // The first lane's first n icons, to lcp-preload-script's function (which checks each).
    '    var icons = function (n) {',
    '      return function (j) {',
    `        var v = j && j.success === true && j.value, f = window.${PRELOAD_IMAGE_GLOBAL};`,
    '        var s = [], i, e, c, t;',
    '        if (!Array.isArray(v) || !f) return;',
    '        for (i = 0; i < v.length; i++)',
    '          if (v[i] && typeof v[i].title === "string")',
    '            s.push({ e: v[i], i: i, o: typeof v[i].ordinal === "number" ? v[i].ordinal : Infinity });',
    '        s.sort(function (a, b) { return a.o - b.o || a.i - b.i; });',
    '        for (i = 0; i < s.length && n > 0; i++) {',
    '          e = s[i].e;',
    '          t = t === undefined ? e.title.trim() : t;',
    '          if (e.title.trim() !== t || !Array.isArray(e.cards)) continue;',
    '          for (c = 0; c < e.cards.length && n > 0; c++, n--) f(e.cards[c] && e.cards[c].icon);',
    '        }',
    '      };',
    '    };',
    '    var go = function (j) {',
    '      var v = j && j.success === true && j.value;',
    '      if (!v || typeof v.merchantCode !== "string" || v.maintenance || v.regionRestriction)',
    '        return;',
    // The app's rule (resolveLanguage): the stored choice within the site's languages, else the
    // site's first the app supports, else the app's first.
    `      var all = ${json(input.languages)}, site = [], i, k;`,
    '      var list = Array.isArray(v.languages) ? v.languages : [];',
    '      for (i = 0; i < list.length; i++) {',
    '        k = String(list[i]).toUpperCase();',
    '        if (all.indexOf(k) >= 0) site.push(k);',
    '      }',
    '      var pool = site.length ? site : all;',
    `      var g = (localStorage.getItem(${json(input.languageKey)}) || "").toUpperCase();`,
    '      var lang = pool.indexOf(g) >= 0 ? g : pool[0];',
    // The stored choice's file is preloaded already (locale-preload.ts).
    `      var f = window.${PRELOAD_LOCALE_GLOBAL};`,
    '      if (lang !== g && f) f(lang);',
    `      var h = ${json(input.headers)};`,
    `      h.Language = ${input.chinesePattern.toString()}.test(lang) ? "CN" : lang;`,
    `      var m = localStorage.getItem(${json(input.merchantKey)});`,
    `      h.Merchant = m && ${input.merchantPattern.toString()}.test(m) ? m : v.merchantCode;`,
    // Left where the boot call is; `read` reads the answer first, then the app gets it whole.
    '      var ask = function (p, q, read) {',
    '        var u = p + "?" + new URLSearchParams(q);',
    '        var a = window.AbortController ? new AbortController() : null;',
    '        var r = fetch(u, { headers: h, credentials: "include", signal: a ? a.signal : undefined });',
    '        if (read)',
    '          r = r.then(function (x) {',
    '            return x.text().then(function (t) {',
    '              try { if (x.ok) read(JSON.parse(t)); } catch (e) {}',
    '              return again(x, t);',
    '            });',
    '          });',
    '        r.catch(function () {});',
    '        c[p] = { url: u, headers: h, at: Date.now(), response: r,',
    '          abort: function () { if (a) a.abort(); } };',
    '      };',
    `      ask(${json(input.path)}, ${json(input.query)}, home ? banner : null);`,
    `      var pages = ${json(input.pageCalls)};`,
    '      for (i = 0; i < pages.length; i++)',
    '        if (pages[i].paths.indexOf(location.pathname) >= 0)',
    '          ask(pages[i].path, pages[i].query, pages[i].icons ? icons(pages[i].icons) : null);',
    '    };',
    // The app takes the status answer only once this script has read it: its language file and
    // content call can never leave before this preload and this call, and be fetched twice.
    '    var p = s.response.then(function (r) {',
    '      return r.text().then(function (t) {',
    '        try { if (r.ok) go(JSON.parse(t)); } catch (e) {}',
    '        return again(r, t);',
    '      });',
    '    });',
    '    p.catch(function () {});',
    '    s.response = p;',
    '  }',
    '} catch (e) {}',
  ].join('\n');
}
