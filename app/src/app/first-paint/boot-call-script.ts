/**
 * The inline script that app/boot-call.ts puts in index.html (issue 18 item 2): it asks for the
 * site status while the entry script downloads, with the headers and query the request layer
 * would send (lib/site/status-call.ts, lib/api/request.ts), and leaves the pending answer for
 * takeBootCall (boot-call.ts), which checks both before taking it. Skipped on a page a service
 * worker controls: that page paints from the stored status with no request first (issue 14),
 * and asks after its first paint. Kept free of modern syntax: it runs before anything else.
 */
import { BOOT_CALLS_GLOBAL } from '../../lib/api/boot-call';

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

export function bootCallScript(input: BootCallScriptInput): string {
  const path = JSON.stringify(input.path);
  return [
    'try {',
    '  var w = navigator.serviceWorker;',
    '  if (!(w && w.controller) && window.fetch && window.URLSearchParams) {',
    `    var h = ${JSON.stringify(input.headers)};`,
    `    var m = localStorage.getItem(${JSON.stringify(input.merchantKey)});`,
    `    if (m && ${input.merchantPattern.toString()}.test(m)) h.Merchant = m;`,
    `    var g = (localStorage.getItem(${JSON.stringify(input.languageKey)}) || "").toUpperCase();`,
    `    if (${JSON.stringify(input.languages)}.indexOf(g) >= 0)`,
    `      h.Language = ${input.chinesePattern.toString()}.test(g) ? "CN" : g;`,
    '    var q = new URLSearchParams({ device: "MOBILE", track: "", originalDomain: location.hostname,',
    '      url: location.href.split("?")[0], _: String(Date.now()) });',
    `    var u = ${path} + "?" + q;`,
    '    var a = window.AbortController ? new AbortController() : null;',
    '    var r = fetch(u, { headers: h, credentials: "include", signal: a ? a.signal : undefined });',
    // Handled here so that an answer nobody takes never shows as an unhandled rejection.
    '    r.catch(function () {});',
    `    var c = window.${BOOT_CALLS_GLOBAL} = window.${BOOT_CALLS_GLOBAL} || {};`,
    `    c[${path}] = { url: u, headers: h, at: Date.now(), response: r,`,
    '      abort: function () { if (a) a.abort(); } };',
    '  }',
    '} catch (e) {}',
  ].join('\n');
}
