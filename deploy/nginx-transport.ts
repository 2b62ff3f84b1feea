/**
 * The transport half of the nginx site (render-nginx.ts): TLS to players with HSTS, TLS to the
 * back end with its certificate verified, and the player's address as the back end must see it.
 * Each piece is nginx text for a placeholder of wps-mobile.conf.template.
 */
import { isIP } from 'node:net';

export type UpstreamTls = {
  /** PEM bundle of the CAs the back end's certificate must chain to (Debian's system bundle). */
  trustedCa?: string;
  /** The name the back end's certificate must carry, also sent as SNI (default: its host). */
  name?: string;
};

export type ClientAddress = {
  /** The CDN's address ranges: only from these is realIpHeader believed. */
  realIpFrom?: readonly string[];
  /** The header the CDN puts the player's address in (X-Forwarded-For, CF-Connecting-IP...). */
  realIpHeader?: string;
};

export const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** A year, the least the HSTS preload list takes; 0 leaves the header out. */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The WPS back end's origin: https, or plain http to this machine only (nothing to intercept). */
export function upstreamOrigin(url: string): URL {
  const parsed = new URL(url);
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/' || parsed.search)
    throw new Error(`the WPS upstream must be an http(s) origin without a path: ${url}`);
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.includes(parsed.hostname))
    throw new Error(`the WPS upstream must be https unless it is on this machine: ${url}`);
  return parsed;
}

/** proxy_ssl_* lines of /wps/: the back end proves who it is, or nginx answers 502. */
export function upstreamTlsLines(upstream: URL, tls: UpstreamTls = {}): string[] {
  if (upstream.protocol !== 'https:') return ['# plain http to a back end on this machine'];
  const name = tls.name ?? upstream.hostname;
  return [
    'proxy_ssl_verify on;',
    `proxy_ssl_trusted_certificate ${pathValue(tls.trustedCa ?? SYSTEM_CA_BUNDLE)};`,
    // A public CA's chain: leaf, one or two intermediates, root.
    'proxy_ssl_verify_depth 3;',
    'proxy_ssl_server_name on;',
    `proxy_ssl_name ${hostValue(name)};`,
    'proxy_ssl_protocols TLSv1.2 TLSv1.3;',
  ];
}

/** realip lines: behind a CDN, $remote_addr becomes the player's address it reports. */
export function realIpLines({ realIpFrom = [], realIpHeader }: ClientAddress): string[] {
  if (realIpFrom.length === 0)
    return ['# No CDN in front: $remote_addr is the address of the connection.'];
  const header = realIpHeader ?? 'X-Forwarded-For';
  if (!/^[A-Za-z0-9-]+$/.test(header)) throw new Error(`not a header name: ${header}`);
  return [
    ...realIpFrom.map((range) => `set_real_ip_from ${addressRange(range)};`),
    `real_ip_header ${header};`,
    // The last address no trusted proxy added: a player's own X-Forwarded-For is skipped.
    'real_ip_recursive on;',
  ];
}

export function hstsLine(maxAge = DEFAULT_HSTS_MAX_AGE): string {
  if (!Number.isInteger(maxAge) || maxAge < 0) throw new Error(`HSTS max-age: ${maxAge}`);
  if (maxAge === 0) return '# HSTS: off';
  return `add_header Strict-Transport-Security "max-age=${maxAge}" always;`;
}

/** ":port" for the http → https redirect, empty for 443. */
export function httpsPortSuffix(listen: string): string {
  const port = /(?:^|:)(\d+)$/.exec(listen)?.[1];
  if (!port) throw new Error(`listen needs a port: ${listen}`);
  return port === '443' ? '' : `:${port}`;
}

function addressRange(range: string): string {
  const [address = '', bits, ...rest] = range.split('/');
  const width = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  const ok = width > 0 && rest.length === 0 && (bits === undefined || Number(bits) <= width);
  if (!ok || (bits !== undefined && !/^\d+$/.test(bits)))
    throw new Error(`not an address range: ${range}`);
  return range;
}

function hostValue(name: string): string {
  if (!/^[A-Za-z0-9.-]+$/.test(name)) throw new Error(`not a host name: ${name}`);
  return name;
}

/** A file path as one nginx word. */
export function pathValue(path: string): string {
  if (!/^[\w./-]+$/.test(path)) throw new Error(`write the path without spaces or quotes: ${path}`);
  return path;
}
