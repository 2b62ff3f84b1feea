/**
 * The stand-in pixel scripts: each takes over the global the app installed for its
 * network (fbq, ttq, gtag's dataLayer, kwaiq, bge's bgdataLayer), as the network's script does,
 * and reports every call it receives, with the page address the script sees, to
 * POST /sandbox-pixel/hit on its own origin, where tests read them from the request log.
 * As a compromised tag would, each first reports what it can reach of the document it runs in:
 * the storage, the cookies, its parent's page and the top address (a `probe` call), so a test
 * proves the isolated frame gives it nothing of the app's.
 */
import type { PixelNetwork } from '@wps/contract/tracking';

const LAYERS: Partial<Record<PixelNetwork, string>> = { google: 'dataLayer', bigo: 'bgdataLayer' };
const QUEUES: Partial<Record<PixelNetwork, string>> = { tiktok: 'ttq', kwai: 'kwaiq' };

export function standInScript(network: PixelNetwork, hitPath: string): string {
  return `/* The WPS sandbox's stand-in for the ${network} pixel, not the network's script. */
(function () {
  'use strict';
  var me = document.currentScript;
  var origin = me ? new URL(me.src).origin : location.origin;
  function plain(args) { return JSON.parse(JSON.stringify(Array.prototype.slice.call(args))); }
  function report(call) {
    var body = JSON.stringify({ network: ${JSON.stringify(network)}, call: call, href: location.href });
    fetch(origin + ${JSON.stringify(hitPath)}, { method: 'POST', mode: 'no-cors', keepalive: true,
      headers: { 'Content-Type': 'text/plain' }, body: body }).catch(function () {});
  }
  function reach(read) { try { return read(); } catch (error) { return 'blocked: ' + error.name; } }
  // Kept short: a hit is at most 16 KB, and the app's stored status alone is bigger.
  report(['probe', {
    storage: reach(function () { return Object.keys(localStorage); }),
    session: reach(function () { return localStorage.getItem('MC_SESSION_INFO'); }),
    cookie: reach(function () { return document.cookie.slice(0, 2000); }),
    parentPage: reach(function () { return parent.document.body.innerText.slice(0, 2000); }),
    topAddress: reach(function () { return String(top.location.href); }),
  }]);
  var layer = ${JSON.stringify(LAYERS[network] ?? null)};
  var queue = ${JSON.stringify(QUEUES[network] ?? null)};
  if (layer) {
    var list = window[layer] || (window[layer] = []);
    list.splice(0).forEach(function (args) { report(plain(args)); });
    list.push = function (args) { report(plain(args)); return 0; };
  } else if (queue) {
    var q = window[queue] || (window[queue] = []);
    var queued = q.splice(0);
    ['page', 'track', 'identify', 'instances', 'ready'].forEach(function (method) {
      q[method] = function () { report([method].concat(plain(arguments))); };
    });
    queued.forEach(function (args) { report(plain(args)); });
  } else {
    var fbq = window.fbq;
    if (!fbq) return;
    fbq.callMethod = function () { report(plain(arguments)); };
    fbq.queue.splice(0).forEach(function (args) { report(plain(args)); });
  }
})();
`;
}
