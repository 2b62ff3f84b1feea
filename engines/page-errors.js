// Keeps a page's uncaught errors and unhandled rejections where the WebKit journeys read them
// (in-page.ts TAKE_PAGE_ERRORS): WebDriver Classic, WebKit's driver, reports neither and has no
// way to run a test's script before the page's own. The journeys' copy of the build loads this
// first in <head> (sandbox.ts), as a file of the site, which the policy's script-src 'self'
// allows as it is: the policy, the app and its inline scripts stay as they are built.
// The tab's sessionStorage keeps them across the page's own navigations (a reload, a logout
// that loads home), which end the window they happened in.
// A module load that the test's own navigation aborted (in-page.ts LEAVING) is not kept: the
// page that asked for it is going away.
(function () {
  var KEY = 'wpsPageErrors';
  var LEAVING = 'wpsPageLeaving';
  var MAX = 20;
  var ABORTED_IMPORT = /dynamically imported module|Importing a module script failed/i;
  var fallback = (window.__wpsPageErrors = window.__wpsPageErrors || []);
  try {
    sessionStorage.removeItem(LEAVING);
  } catch {
    // no storage: nothing was marked either
  }
  function keep(text) {
    try {
      if (sessionStorage.getItem(LEAVING) && ABORTED_IMPORT.test(text)) return;
      var kept = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      if (kept.length < MAX) kept.push(text);
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch {
      if (fallback.length < MAX) fallback.push(text);
    }
  }
  window.addEventListener('error', function (event) {
    keep(event.message + ' (' + (event.filename || location.href) + ':' + event.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (event) {
    keep('unhandled rejection: ' + String(event.reason) + ' (' + location.href + ')');
  });
})();
