/**
 * What the request log keeps of a secret: its length only. The log is readable by anyone who
 * reaches the control API, so a password, a session or provider token, or a one-time code in it
 * would be a player's account in clear. A test still sees that a secret was sent, and how long.
 */

/** Field names (query, body) whose string values are secrets, matched on the name's end. */
const SECRET_NAME =
  /(password|passwd|pwd|token|secret|seccode|otp|^code|authcode|verificationcode|verifycode|smscode|gacode|totp|pin)$/i;

/** Request headers that carry a credential. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

export const redacted = (value: string) => `<redacted ${value.length}>`;

/**
 * Named like a secret, yet none: a push registration token is the address of a device's
 * notifications (what the push relays bind to a member), no key to any account, and the push
 * tests compare it whole to tell a fresh token from a stale one.
 */
const NOT_SECRET = new Set(['registrationtoken']);

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) && !NOT_SECRET.has(name.toLowerCase());
}

/** A copy of a JSON value with every secret string (at any depth) replaced by its length. */
export function redactSecrets(value: unknown, name = ''): unknown {
  if (typeof value === 'string') return name !== '' && isSecretName(name) ? redacted(value) : value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, name));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactSecrets(item, key)]),
  );
}

export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [
      key,
      SECRET_HEADERS.has(key.toLowerCase()) && typeof value === 'string'
        ? redacted(value)
        : redactSecrets(value, key),
    ]),
  );
}
