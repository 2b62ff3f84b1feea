/**
 * Which session the stored token was last bound for, in this page's memory: the token is bound
 * and subscribed at login (spec §4) and again at each load of the app (FCM's own advice: send the
 * token to the server at every start), never on every render or client-side page change.
 *
 * A logout must be the last word for its session: a member who taps "Log out" while the page is
 * still binding would otherwise see the subscribe land after the unsubscribe, and the browser
 * would keep getting pushes for a member who left. The logout waits for the binding under way,
 * and no binding starts for a session that is logging out.
 */
let boundFor: string | null = null;
let leaving: string | null = null;
let underWay: Promise<unknown> = Promise.resolve();

/** Push is a background chore: a binding that hangs never holds up a logout for long. */
const LOGOUT_WAIT_MS = 5000;

export function boundForSession(sessionToken: string): boolean {
  return boundFor === sessionToken;
}

/** False once the session's logout has begun: its token is being unsubscribed. */
export function mayBind(sessionToken: string): boolean {
  return sessionToken !== leaving;
}

export function markBound(sessionToken: string): void {
  boundFor = sessionToken;
}

export function forgetBinding(): void {
  boundFor = null;
}

/** Runs a binding; a logout that begins meanwhile waits for it (endBinding). */
export function bindingUnderWay<T>(work: Promise<T>): Promise<T> {
  underWay = work.catch(() => undefined);
  return work;
}

/**
 * The session is logging out: no binding starts for it from now on, and the one under way, if
 * any, is over (or given up on) when this resolves, so the unsubscribe comes after it.
 */
export async function endBinding(sessionToken: string | null): Promise<void> {
  leaving = sessionToken;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_WAIT_MS)));
  await Promise.race([underWay, giveUp]);
  clearTimeout(timer);
  boundFor = null;
}
