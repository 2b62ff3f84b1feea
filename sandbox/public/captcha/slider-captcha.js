// Core of the sandbox's Geetest stand-ins. The sandbox serves it wrapped as gt.js (v3: defines
// window.initGeetest) and gt4.js (v4: window.initGeetest4); see routes/stand-ins/captcha.ts.
// The challenge is a slider in a modal dialog: drag the handle (or use the arrow keys and Enter)
// to the notch; the script server's /verify says whether it ended within ±6 px of it.
// Only the providers' public API is imitated: config in, a captcha object with onReady,
// onSuccess, onError, onClose, onFail, appendTo, verify/showCaptcha, getValidate, reset, destroy.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the wrapper calls it
function sandboxGeetest(version) {
  const V4 = version === 'v4';
  const HANDLE = 40; // px; the notch is as wide as the handle
  const STEP = 2; // px per arrow key; the tolerance is ±6, so the notch is always reachable
  const PAGE = 20; // px per Page Up / Page Down
  const SUCCESS_PAUSE_MS = 300; // "Verified" stays this long before the dialog closes

  // The API lives next to the script: /captcha/gt.js talks to /captcha/load, the mirror's copy to
  // /captcha-mirror/load, so a client that fell back to the mirror keeps working.
  const script = document.currentScript;
  const base =
    script && script.src
      ? new URL('.', script.src).href
      : new URL('/captcha/', window.location.href).href;

  const TEXT = {
    title: 'Slide to verify',
    hint: 'Drag the handle to the notch and let go. With a keyboard: arrow keys, then Enter.',
    handle: 'Slider handle',
    close: 'Close',
    button: 'Click to verify',
    loading: 'Loading…',
    checking: 'Checking…',
    passed: 'Verified',
    missed: 'Not quite, try again: the notch has moved',
    retry: 'Network failure, click to retry',
  };

  // Error objects shaped like each provider's: v3 error_1xx with user_error, v4 60xxx with desc.
  const ERRORS = {
    config: ['error_103', '60001', 'Invalid captcha id'],
    appendTo: ['error_100', '60002', 'appendTo accepts an id selector or an element only'],
    load: ['error_104', '60100', 'Network failure'],
    verify: ['error_105', '60101', 'Network failure'],
  };

  function providerError(kind, detail) {
    const [v3Code, v4Code, message] = ERRORS[kind];
    if (V4) return { code: v4Code, msg: message, desc: { detail: detail || message } };
    return { code: v3Code, error_code: v3Code, msg: detail || message, user_error: message };
  }

  const STYLE_ID = 'sandbox-geetest-style';
  const CSS = `
.sgt-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;
  justify-content:center;background:rgba(0,0,0,.55);font:15px/1.4 system-ui,sans-serif}
.sgt-dialog{box-sizing:border-box;width:${236 + HANDLE + 32}px;max-width:calc(100vw - 12px);
  padding:12px 16px 16px;border-radius:10px;background:#fff;color:#1a1d26;
  box-shadow:0 8px 30px rgba(0,0,0,.35)}
.sgt-head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.sgt-title{font-weight:600;font-size:16px}
.sgt-close{width:44px;height:44px;margin-right:-10px;border:0;background:none;font-size:26px;
  line-height:1;color:#555;cursor:pointer}
.sgt-hint{margin:4px 0 12px;font-size:13px;color:#4a4f5c}
.sgt-track{position:relative;height:44px;border-radius:22px;background:#e7e9ee;touch-action:none}
.sgt-fill{position:absolute;left:0;top:0;bottom:0;border-radius:22px;background:#b9d4ff}
.sgt-notch{position:absolute;top:2px;width:${HANDLE - 4}px;height:36px;margin-left:2px;
  border:2px dashed #1a5fd6;border-radius:18px;box-sizing:border-box}
.sgt-handle{position:absolute;top:0;width:${HANDLE}px;height:44px;border-radius:22px;
  background:#1a5fd6;color:#fff;display:flex;align-items:center;justify-content:center;
  cursor:grab;touch-action:none;user-select:none;font-size:20px}
.sgt-handle:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.sgt-status{min-height:20px;margin:10px 0 0;font-size:14px}
.sgt-status[data-state=passed]{color:#137333}.sgt-status[data-state=missed]{color:#b3261e}
.sgt-button{min-height:44px;padding:0 16px;border:1px solid #c5c9d3;border-radius:6px;
  background:#fff;color:#1a1d26;font:inherit;cursor:pointer}
.sgt-button[data-state=passed]{border-color:#137333;color:#137333}`;

  // A constructed sheet, not a <style> element: the page's policy allows no inline style (the
  // provider's own script links its stylesheets from its static servers instead). jsdom, for the
  // unit tests, has no constructed sheets and no policy: a <style> there.
  function addStyle() {
    if (window[STYLE_ID] || document.getElementById(STYLE_ID)) return;
    if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document) {
      try {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        window[STYLE_ID] = sheet;
        return;
      } catch {
        // an engine without the constructor: the element below
      }
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function element(tag, className, attributes) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    return node;
  }

  /** GET or POST to the script server; resolves the envelope's value, rejects with a reason. */
  async function call(path, body, timeoutMs) {
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
    const timer = setTimeout(() => controller && controller.abort(), timeoutMs);
    try {
      const response = await window.fetch(new URL(path, base).href, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        cache: 'no-store',
        signal: controller && controller.signal,
      });
      const envelope = await response.json();
      if (!envelope || envelope.success !== true) {
        const error = new Error((envelope && envelope.message) || `HTTP ${response.status}`);
        error.code = envelope && envelope.errorCode;
        throw error;
      }
      return envelope.value;
    } finally {
      clearTimeout(timer);
    }
  }

  let dialogCount = 0;

  function createCaptcha(config) {
    const product = config.product || 'float';
    const timeoutMs = typeof config.timeout === 'number' ? config.timeout : 30000;
    const captchaId = config.captchaId || config.captcha_id;
    const handlers = { ready: [], success: [], error: [], close: [], fail: [] };
    // loading | ready | error | passed | destroyed
    let state = 'loading';
    let puzzle; // { id, target, max }
    let result = false;
    let openWhenReady = false;
    let button;
    let dialog; // the open modal's parts, or undefined
    let generation = 0; // a reset or destroy makes answers of earlier loads stale

    function emit(name, argument) {
      for (const handler of handlers[name].slice()) {
        try {
          handler(argument);
        } catch (error) {
          setTimeout(() => {
            throw error;
          });
        }
      }
    }

    function fail(kind, detail) {
      state = 'error';
      closeDialog(false);
      renderButton();
      emit('error', providerError(kind, detail));
    }

    function load() {
      state = 'loading';
      result = false;
      renderButton();
      const mine = ++generation;
      let query;
      if (V4) {
        query = `load?captcha_id=${encodeURIComponent(captchaId || '')}`;
      } else {
        const id = puzzle ? puzzle.id : config.challenge;
        query = `load?gt=${encodeURIComponent(config.gt || '')}&challenge=${encodeURIComponent(id || '')}`;
      }
      call(query, undefined, timeoutMs).then(
        (value) => {
          if (mine !== generation) return;
          puzzle = value;
          state = 'ready';
          renderButton();
          emit('ready');
          if (openWhenReady) {
            openWhenReady = false;
            openDialog();
          }
        },
        (error) => {
          if (mine !== generation) return;
          openWhenReady = false;
          if (error && error.code === 'captcha.id.invalid') fail('config', error.message);
          else
            fail(
              'load',
              error && error.name === 'AbortError' ? 'Request timed out' : error.message,
            );
        },
      );
    }

    // --- the optional button (float / popup products) ---------------------------------------

    function renderButton() {
      if (!button) return;
      const label = {
        loading: TEXT.loading,
        ready: TEXT.button,
        error: TEXT.retry,
        passed: TEXT.passed,
      }[state];
      button.textContent = label || TEXT.button;
      button.dataset.state = state;
      button.disabled = state === 'loading' || state === 'passed';
    }

    function appendTo(target) {
      const container =
        typeof target === 'string'
          ? document.querySelector(target)
          : target && target.nodeType === 1
            ? target
            : null;
      if (!container) {
        setTimeout(() => emit('error', providerError('appendTo')));
        return api;
      }
      // The bind product has no button of its own: the page calls verify()/showCaptcha().
      if (product === 'bind') return api;
      addStyle();
      if (button) button.remove();
      button = element('button', 'sgt-button', { type: 'button' });
      button.addEventListener('click', () => {
        if (state === 'error') {
          load();
          openWhenReady = true;
        } else {
          show();
        }
      });
      container.appendChild(button);
      renderButton();
      return api;
    }

    // --- the modal ---------------------------------------------------------------------------

    function openDialog() {
      if (dialog || state !== 'ready') return;
      addStyle();
      const previousFocus = document.activeElement;
      const hintId = `sgt-hint-${++dialogCount}`;
      const overlay = element('div', 'sgt-overlay', { 'data-sandbox-geetest': version });
      const box = element('div', 'sgt-dialog', {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': TEXT.title,
        'aria-describedby': hintId,
      });
      const head = element('div', 'sgt-head');
      const title = element('span', 'sgt-title');
      title.textContent = TEXT.title;
      const close = element('button', 'sgt-close', { type: 'button', 'aria-label': TEXT.close });
      close.textContent = '×';
      head.append(title, close);
      const hint = element('p', 'sgt-hint', { id: hintId });
      hint.textContent = TEXT.hint;
      const track = element('div', 'sgt-track');
      track.style.width = `${puzzle.max + HANDLE}px`;
      const fill = element('div', 'sgt-fill');
      const notch = element('div', 'sgt-notch', { 'aria-hidden': 'true' });
      const handle = element('div', 'sgt-handle', {
        role: 'slider',
        tabindex: '0',
        'aria-label': TEXT.handle,
        'aria-valuemin': '0',
        'aria-valuemax': String(puzzle.max),
      });
      handle.textContent = '→';
      track.append(fill, notch, handle);
      const status = element('p', 'sgt-status', { role: 'status', 'aria-live': 'polite' });
      box.append(head, hint, track, status);
      overlay.appendChild(box);
      document.body.appendChild(overlay);

      dialog = { overlay, handle, fill, notch, status, close, previousFocus, position: 0 };
      dialog.busy = false;
      placeNotch();
      move(0);

      close.addEventListener('click', () => closeDialog(true));
      overlay.addEventListener('keydown', onDialogKey);
      handle.addEventListener('keydown', onHandleKey);
      handle.addEventListener('pointerdown', onPointerDown);
      handle.focus();
    }

    function placeNotch() {
      dialog.notch.style.left = `${puzzle.target}px`;
      dialog.notch.dataset.target = String(puzzle.target);
      dialog.handle.setAttribute('aria-valuetext', `${dialog.position}, notch at ${puzzle.target}`);
    }

    function move(position) {
      const clamped = Math.max(0, Math.min(puzzle.max, Math.round(position)));
      dialog.position = clamped;
      dialog.handle.style.left = `${clamped}px`;
      dialog.fill.style.width = `${clamped + HANDLE / 2}px`;
      dialog.handle.setAttribute('aria-valuenow', String(clamped));
      dialog.handle.setAttribute('aria-valuetext', `${clamped}, notch at ${puzzle.target}`);
    }

    function setStatus(text, statusState) {
      dialog.status.textContent = text;
      dialog.status.dataset.state = statusState;
    }

    function onDialogKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeDialog(true);
      } else if (event.key === 'Tab') {
        // Keep focus inside the modal: the close button and the handle.
        event.preventDefault();
        const next = document.activeElement === dialog.close ? dialog.handle : dialog.close;
        next.focus();
      }
    }

    function onHandleKey(event) {
      if (dialog.busy) return;
      const moves = {
        ArrowRight: STEP,
        ArrowUp: STEP,
        ArrowLeft: -STEP,
        ArrowDown: -STEP,
        PageUp: PAGE,
        PageDown: -PAGE,
      };
      if (event.key in moves) move(dialog.position + moves[event.key]);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(puzzle.max);
      else if (event.key === 'Enter' || event.key === ' ') submit();
      else return;
      event.preventDefault();
    }

    function onPointerDown(event) {
      if (dialog.busy || (event.button !== undefined && event.button !== 0)) return;
      event.preventDefault();
      const startX = event.clientX;
      const startPosition = dialog.position;
      const handle = dialog.handle;
      if (handle.setPointerCapture && event.pointerId !== undefined) {
        try {
          handle.setPointerCapture(event.pointerId);
        } catch {
          // A synthetic event has no active pointer; window listeners below still follow it.
        }
      }
      const onMove = (moveEvent) => {
        if (dialog) move(startPosition + moveEvent.clientX - startX);
      };
      const onUp = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        if (dialog && dialog.handle === handle) submit();
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    }

    function submit() {
      if (!dialog || dialog.busy) return;
      const current = dialog;
      current.busy = true;
      setStatus(TEXT.checking, 'checking');
      const mine = generation;
      call('verify', { id: puzzle.id, position: current.position }, timeoutMs).then(
        (value) => {
          if (mine !== generation || dialog !== current) return;
          if (value.passed) {
            state = 'passed';
            result = V4
              ? {
                  captcha_id: captchaId,
                  lot_number: value.lot_number,
                  captcha_output: value.captcha_output,
                  pass_token: value.pass_token,
                  gen_time: value.gen_time,
                }
              : {
                  geetest_challenge: value.challenge,
                  geetest_validate: value.validate,
                  geetest_seccode: value.seccode,
                };
            setStatus(TEXT.passed, 'passed');
            setTimeout(() => {
              if (dialog === current) closeDialog(false);
              renderButton();
              emit('success');
            }, SUCCESS_PAUSE_MS);
          } else {
            puzzle.target = value.target;
            current.busy = false;
            move(0);
            placeNotch();
            setStatus(TEXT.missed, 'missed');
            emit('fail', { lot_number: puzzle.id, reason: 'The slide missed the notch' });
          }
        },
        (error) => {
          if (mine !== generation || dialog !== current) return;
          fail(
            'verify',
            error && error.name === 'AbortError' ? 'Request timed out' : error.message,
          );
        },
      );
    }

    /** `byUser`: closed with × or Escape, which the page hears as onClose. */
    function closeDialog(byUser) {
      if (!dialog) return;
      const { overlay, previousFocus } = dialog;
      dialog = undefined;
      overlay.remove();
      if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
      if (byUser) emit('close');
    }

    function show() {
      if (state === 'destroyed') return;
      if (state === 'passed') {
        // Asked again after a pass: a new puzzle, as the old result may be spent already.
        openWhenReady = true;
        load();
      } else if (state === 'ready') {
        openDialog();
      } else {
        openWhenReady = true;
        if (state === 'error') load();
      }
    }

    const on = (name) => (handler) => {
      if (typeof handler === 'function') {
        handlers[name].push(handler);
        // Registered after the fact: still hears that the captcha is ready.
        if (name === 'ready' && (state === 'ready' || state === 'passed')) setTimeout(handler);
      }
      return api;
    };

    const api = {
      appendTo,
      onReady: on('ready'),
      onSuccess: on('success'),
      onError: on('error'),
      onClose: on('close'),
      onFail: on('fail'),
      verify() {
        show();
        return api;
      },
      showCaptcha() {
        show();
        return api;
      },
      getValidate() {
        return result;
      },
      reset() {
        if (state === 'destroyed') return api;
        closeDialog(false);
        openWhenReady = false;
        load();
        return api;
      },
      destroy() {
        closeDialog(false);
        if (button) button.remove();
        button = undefined;
        state = 'destroyed';
        generation += 1;
        for (const name of Object.keys(handlers)) handlers[name] = [];
      },
    };

    const valid = V4 ? !!captchaId : !!config.gt && !!config.challenge;
    if (valid) load();
    else
      setTimeout(() => fail('config', V4 ? 'captchaId is missing' : 'gt or challenge is missing'));
    return api;
  }

  function init(config, callback) {
    const captcha = createCaptcha(config || {});
    if (typeof callback === 'function') callback(captcha);
    return captcha;
  }

  if (V4) window.initGeetest4 = init;
  else window.initGeetest = init;
}
