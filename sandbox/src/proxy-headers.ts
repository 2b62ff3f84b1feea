/**
 * The forwarding headers of the sandbox's proxy mode (WPS_UPSTREAM), set as deploy/'s nginx
 * sets them: the back end's region restriction and IP checks read the player's address from
 * X-Forwarded-For, so it is the address of the connection, replacing whatever the client sent,
 * never appended to it (a player could otherwise claim any address, or any country).
 */
import type { IncomingHttpHeaders } from 'node:http';

/** What of the request it reads: the connection (plain or TLS). */
type ProxiedRequest = { socket: { remoteAddress?: string | undefined; encrypted?: boolean } };

export function forwardingHeaders(
  request: ProxiedRequest,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const address = request.socket.remoteAddress ?? '';
  const forwarded = { ...headers };
  // The client's own claims go: Forwarded (RFC 7239) would say the same thing differently.
  delete forwarded.forwarded;
  return {
    ...forwarded,
    'x-forwarded-for': address,
    'x-real-ip': address,
    'x-forwarded-proto':
      'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http',
  };
}
