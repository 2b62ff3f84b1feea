/**
 * Which session the stored token was last bound for, in this page's memory: the token is bound
 * and subscribed at login (spec §4) and again at each load of the app (FCM's own advice: send the
 * token to the server at every start), never on every render or client-side page change.
 */
let boundFor: string | null = null;

export function boundForSession(sessionToken: string): boolean {
  return boundFor === sessionToken;
}

export function markBound(sessionToken: string): void {
  boundFor = sessionToken;
}

export function forgetBinding(): void {
  boundFor = null;
}
