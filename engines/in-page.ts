/**
 * Scripts that run in the page, kept as source text: a client sends them as they are written
 * here. (A TypeScript function would go through tsx's transform first, which may add helper calls
 * that do not exist in the page.)
 */

/**
 * `(target) => Element[]`: the visible elements a Target (target.ts) names, innermost first-found.
 * The accessible name follows the order browsers use: aria-labelledby, aria-label, a field's
 * label, an image's alt, then the text; a title last.
 */
export const FIND = String.raw`(target) => {
  const squash = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const visible = (el) => {
    if (!el.isConnected || el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };
  const textOf = (el) => squash(el.innerText !== undefined ? el.innerText : el.textContent);
  const nameOf = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const named = ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean);
      if (named.length) return squash(named.map((n) => n.textContent).join(' '));
    }
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    if (el.labels && el.labels.length) return squash(Array.from(el.labels).map((l) => l.textContent).join(' '));
    if (el.tagName === 'IMG') return squash(el.getAttribute('alt'));
    if (el.tagName === 'INPUT' && (el.type === 'submit' || el.type === 'button')) return squash(el.value);
    if (el.tagName === 'IFRAME' || el.tagName === 'DIALOG' || el.tagName === 'SECTION' || el.getAttribute('role') === 'dialog' || el.getAttribute('role') === 'alertdialog' || el.getAttribute('role') === 'region') return squash(el.getAttribute('title'));
    return textOf(el) || squash(el.getAttribute('title'));
  };
  const matches = (el, name) => {
    if (name === undefined) return true;
    const actual = nameOf(el);
    return typeof name === 'string' ? actual === squash(name) : new RegExp(name.pattern, name.flags).test(actual);
  };
  const search = (t) => {
    const roots = t.within ? search(t.within) : [document];
    const found = [];
    for (const root of roots)
      for (const el of root.querySelectorAll(t.css))
        if (visible(el) && matches(el, t.name)) found.push(el);
    const unique = Array.from(new Set(found));
    return unique.filter((el) => !unique.some((other) => other !== el && el.contains(other)));
  };
  return search(target);
}`;

/**
 * `(target) => [Element, string] | null`: the first element FIND finds, brought into view, with
 * where it is now, or 'covered' when something else would take a click at its centre. A client
 * clicks it once two readings agree and it is not covered: a sheet still sliding in, or a
 * backdrop over it, would take the click somewhere else.
 */
export const FIND_PLACED = `(target) => {
  const el = (${FIND})(target)[0];
  if (!el) return null;
  const takesClick = () => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (top === el || el.contains(top));
  };
  if (!takesClick()) el.scrollIntoView({ block: 'center', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  const where = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  return [el, takesClick() ? where : 'covered at ' + where];
}`;

/** `(target) => { count, text }`: how many FIND finds, and the first one's text. */
export const STATE = String.raw`(target) => {
  const found = (${FIND})(target);
  const first = found[0];
  return { count: found.length, text: first ? (first.innerText || first.textContent || '').replace(/\s+/g, ' ').trim() : '' };
}`;

/**
 * `(el) => number`: focuses a field and puts the caret at its end, answering how many
 * characters it holds, so that as many Backspaces empty it the way a player's would.
 */
export const CARET_TO_END = `(el) => {
  el.focus();
  const length = el.value.length;
  try { el.setSelectionRange(length, length); } catch { /* a field type without a caret */ }
  return length;
}`;

/** `(el) => string`: a field's value. */
export const VALUE = `(el) => el.value`;

/**
 * Forgets what a journey left in the browser for this origin: storage, caches, IndexedDB (both
 * engines run with service workers off). Run on a file of the site where no app runs
 * (/m/icon.svg).
 */
export const FORGET_SITE = `async () => {
  localStorage.clear();
  sessionStorage.clear();
  if (self.caches) for (const key of await caches.keys()) await caches.delete(key);
  if (self.indexedDB && indexedDB.databases) {
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  }
}`;

/**
 * What page-errors.js kept of the tab's uncaught errors and unhandled rejections, emptied as it
 * is read: WebDriver Classic reports neither by itself.
 */
export const TAKE_PAGE_ERRORS = `() => {
  let kept = [];
  try {
    kept = JSON.parse(sessionStorage.getItem('wpsPageErrors') || '[]');
    sessionStorage.removeItem('wpsPageErrors');
  } catch { /* no storage here: only the window's own list */ }
  const errors = window.__wpsPageErrors;
  return kept.concat(Array.isArray(errors) ? errors.splice(0) : []);
}`;

/**
 * Marks the tab as leaving the page on the test's own navigation: page-errors.js then drops a
 * module load the navigation aborts, and the next page's copy of it clears the mark.
 */
export const LEAVING = `() => {
  try { sessionStorage.setItem('wpsPageLeaving', '1'); } catch { /* no storage, no mark */ }
}`;

/** How each engine words a dynamic import that failed, here because its page was left. */
export const ABORTED_IMPORT = /dynamically imported module|Importing a module script failed/i;
