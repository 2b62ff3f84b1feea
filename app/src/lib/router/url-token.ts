/**
 * A protected page may be opened with the session token in the address bar (?token= or
 * ?tokens=, spec §2). The token is taken and removed from the visible URL, so that it does not
 * linger in history, bookmarks, screenshots or the Referer of the next request.
 */
const TOKEN_PARAMS = ['token', 'tokens'] as const;
/** What is scrubbed: the token, and the username that old links carry next to it. */
const SESSION_PARAMS = [...TOKEN_PARAMS, 'username'] as const;

export function tokenFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of TOKEN_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** Whether the address carries a session parameter to scrub. */
export function hasSessionParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return SESSION_PARAMS.some((name) => params.has(name));
}

/** The current URL without the token and username parameters. */
export function withoutToken(href: string): string {
  const url = new URL(href);
  SESSION_PARAMS.forEach((name) => url.searchParams.delete(name));
  return `${url.pathname}${url.search}${url.hash}`;
}

export function scrubTokenFromAddressBar(): void {
  history.replaceState(history.state, '', withoutToken(location.href));
}
