// Keeps a page's uncaught errors and unhandled rejections on window.__wpsPageErrors, where the
// WebKit journeys read them: WebDriver Classic, WebKit's driver, reports neither and has no way
// to run a test's script before the page's own. The journeys' copy of the build loads this
// first in <head> (sandbox.ts), as a file of the site, which the policy's script-src 'self'
// allows as it is: the policy, the app and its inline scripts stay as they are built.
(function () {
  if (window.__wpsPageErrors) return;
  var errors = (window.__wpsPageErrors = []);
  function keep(text) {
    if (errors.length < 20) errors.push(text);
  }
  window.addEventListener('error', function (event) {
    keep(event.message + ' (' + event.filename + ':' + event.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (event) {
    keep('unhandled rejection: ' + String(event.reason));
  });
})();
