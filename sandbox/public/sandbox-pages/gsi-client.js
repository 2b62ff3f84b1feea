// Stands in for Google Identity Services (https://accounts.google.com/gsi/client), contract §4:
// google.accounts.id.initialize({ client_id, callback, cancel_on_tap_outside }),
// google.accounts.id.prompt(), google.accounts.id.cancel(). prompt() shows a one-tap card; its
// continue button gets a sandbox id token for the google channel (the identity bound to demo01)
// and calls callback({ credential, select_by: 'user' }). Nothing leaves this machine.
(function () {
  const TOKEN_URL = '/sandbox-pages/identity/token';
  let config = null;
  let card = null;

  function close() {
    if (card) card.remove();
    card = null;
  }

  function button(label, primary) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    Object.assign(b.style, {
      minHeight: '44px',
      padding: '8px 16px',
      borderRadius: '8px',
      font: 'inherit',
      cursor: 'pointer',
      border: primary ? 'none' : '1px solid #c5c9d3',
      background: primary ? '#1a73e8' : '#fff',
      color: primary ? '#fff' : '#1a1d26',
    });
    return b;
  }

  async function signIn(status, buttons) {
    buttons.forEach((b) => (b.disabled = true));
    status.textContent = 'Signing in…';
    try {
      const response = await window.fetch(TOKEN_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          channel: 'google',
          sub: 'g-demo01',
          name: 'Demo Player',
          email: 'demo01@demo.example',
        }),
      });
      const envelope = await response.json();
      if (!envelope || !envelope.success) throw new Error('sign-in failed');
      close();
      config.callback({ credential: envelope.value.idToken, select_by: 'user' });
    } catch {
      buttons.forEach((b) => (b.disabled = false));
      status.textContent = 'Sign-in failed, please try again.';
    }
  }

  function prompt() {
    if (!config || card) return;
    card = document.createElement('section');
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-label', 'Sign in with Google (sandbox)');
    card.dataset.sandboxOneTap = '';
    Object.assign(card.style, {
      position: 'fixed',
      insetBlockStart: '12px',
      insetInlineEnd: '12px',
      zIndex: '2147483000',
      maxWidth: '320px',
      padding: '16px',
      borderRadius: '12px',
      background: '#fff',
      color: '#1a1d26',
      boxShadow: '0 4px 24px rgba(0,0,0,.3)',
      font: '15px/1.4 system-ui, sans-serif',
    });
    const text = document.createElement('p');
    text.textContent = 'Sign in to this site with Google (sandbox): Demo Player';
    text.style.margin = '0 0 12px';
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.style.margin = '8px 0 0';
    const go = button('Continue as Demo Player', true);
    const dismiss = button('Close', false);
    const row = document.createElement('div');
    Object.assign(row.style, { display: 'flex', gap: '8px' });
    row.append(go, dismiss);
    card.append(text, row, status);
    go.addEventListener('click', () => signIn(status, [go, dismiss]));
    dismiss.addEventListener('click', close);
    document.body.appendChild(card);
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) {
      config = options && typeof options.callback === 'function' ? options : null;
    },
    prompt,
    cancel: close,
    disableAutoSelect() {},
  };
})();
