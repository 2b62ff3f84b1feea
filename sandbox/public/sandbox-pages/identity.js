// The identity stand-in (contract §4), standing in for Firebase Auth's provider sign-in:
// /sandbox-pages/identity.html?channel=google|facebook|twitter|line&mode=popup|redirect
//   &origin=<the opener's origin, popup>&returnTo=<a same-origin /m/ path, redirect>
// Picking an account gets an id token signed by the sandbox (POST /sandbox-pages/identity/token).
// Popup: posts { type: 'SANDBOX_ID_TOKEN', idToken, channel } to window.opener (targetOrigin =
// origin) and closes. Redirect: goes to returnTo#idToken=…&channel=…. Cancel: posts
// { type: 'SANDBOX_ID_ERROR', code: 'auth/cancelled-popup-request', channel } (popup) or goes
// to returnTo#error=auth%2Fcancelled-popup-request&channel=… (redirect).
(function () {
  const CHANNELS = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', line: 'LINE' };
  const CANCELLED = 'auth/cancelled-popup-request';
  const params = new URLSearchParams(window.location.search);
  const channel = params.get('channel') || '';
  const mode = params.get('mode') === 'redirect' ? 'redirect' : 'popup';
  const list = document.getElementById('identities');
  const cancel = document.getElementById('cancel');
  const status = document.getElementById('status');

  function say(text, state) {
    status.textContent = text;
    status.dataset.state = state || '';
  }

  /** The opener's origin if it is a bare http(s) origin; never '*'. */
  function targetOrigin() {
    try {
      const url = new URL(params.get('origin') || '');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      return url.origin === params.get('origin') ? url.origin : undefined;
    } catch {
      return undefined;
    }
  }

  /** returnTo resolved against this page, if it stays on this origin under /m/. */
  function returnUrl() {
    try {
      const url = new URL(params.get('returnTo') || '', window.location.origin);
      if (url.origin !== window.location.origin || !url.pathname.startsWith('/m/'))
        return undefined;
      url.hash = '';
      return url.href;
    } catch {
      return undefined;
    }
  }

  const provider = CHANNELS[channel];
  let problem;
  if (!provider) problem = 'Unknown channel: use google, facebook, twitter or line.';
  else if (mode === 'popup' && !window.opener) problem = 'Open this page as a popup.';
  else if (mode === 'popup' && !targetOrigin()) problem = 'origin must be an http(s) origin.';
  else if (mode === 'redirect' && !returnUrl()) problem = 'returnTo must be a path under /m/.';
  if (provider) document.getElementById('title').textContent = `Sign in with ${provider} (sandbox)`;

  function finish(message, fragment) {
    if (mode === 'popup') {
      window.opener.postMessage(message, targetOrigin());
      window.close();
    } else {
      window.location.replace(`${returnUrl()}#${fragment}`);
    }
  }

  const buttons = [];
  function setBusy(busy) {
    for (const button of buttons) button.disabled = busy;
    cancel.disabled = busy;
  }

  async function choose(identity) {
    setBusy(true);
    say('Signing in…');
    try {
      const response = await window.fetch('/sandbox-pages/identity/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel, ...identity.claims }),
      });
      const envelope = await response.json();
      if (!envelope || !envelope.success) throw new Error(envelope && envelope.message);
      const idToken = envelope.value.idToken;
      say('Signed in.');
      finish(
        { type: 'SANDBOX_ID_TOKEN', idToken, channel },
        `idToken=${encodeURIComponent(idToken)}&channel=${encodeURIComponent(channel)}`,
      );
    } catch {
      setBusy(false);
      say('Sign-in failed, please try again.', 'error');
    }
  }

  if (provider) {
    const letter = channel.charAt(0);
    const identities = [
      {
        label: 'demo01 (bound)',
        claims: { sub: `${letter}-demo01`, name: 'Demo Player', email: 'demo01@demo.example' },
      },
      {
        label: 'New player',
        claims: {
          sub: `${letter}-new01`,
          name: 'New Player',
          email: `new01.${channel}@demo.example`,
        },
      },
    ];
    for (const identity of identities) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = identity.label;
      button.dataset.sub = identity.claims.sub;
      button.addEventListener('click', () => choose(identity));
      item.appendChild(button);
      list.appendChild(item);
      buttons.push(button);
    }
  }

  cancel.addEventListener('click', () => {
    if (problem) return window.close();
    finish(
      { type: 'SANDBOX_ID_ERROR', code: CANCELLED, channel },
      `error=${encodeURIComponent(CANCELLED)}&channel=${encodeURIComponent(channel)}`,
    );
  });

  if (problem) {
    setBusy(true);
    cancel.disabled = false;
    say(problem, 'error');
  }
})();
