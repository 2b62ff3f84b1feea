/**
 * The payment page opens in a new window. Popup blockers allow a window only inside the tap, and
 * the order (with its payUrl) answers later: so a blank window is opened in the tap and pointed
 * at the payment page once the order is there. When the browser refused the window, the page
 * offers a plain link instead.
 */

export function openBlankWindow(): Window | null {
  try {
    return window.open('', '_blank');
  } catch {
    return null;
  }
}

/** Only a web page may be opened: a payUrl such as javascript: is refused. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Points the blank window at the payment page; false when there is no window to point. */
export function sendToPayment(win: Window | null, url: string): boolean {
  if (!win || win.closed || !isWebUrl(url)) return false;
  // The payment provider must not reach back into the app (what rel=noopener does for a link).
  win.opener = null;
  win.location.href = url;
  return true;
}
