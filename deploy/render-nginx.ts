/**
 * Renders deploy/nginx/wps-mobile.conf.template for one build and one site. The security headers
 * come from the sandbox's own code (sandbox/src/http/security-headers.ts): the production policy,
 * built from the providers' origins (sandbox/src/http/provider-origins.ts), with the CSP hashes
 * of this build's inline scripts and styles. The sandbox sends the same plus its loopback
 * stand-ins.
 *
 *   npx tsx deploy/render-nginx.ts --upstream https://wps.operator.example \
 *     --certificate /etc/ssl/wps/fullchain.pem --certificate-key /etc/ssl/wps/key.pem \
 *     [--dist app/dist] [--web-root /srv/wps-mobile] [--listen 443] [--http-listen 80] \
 *     [--upstream-ca FILE] [--upstream-name NAME] [--real-ip-from CIDR]... \
 *     [--real-ip-header X-Forwarded-For] [--hsts-max-age 31536000] [--access-log FILE] \
 *     [--brotli] > wps-mobile.conf
 *
 * Safe as shipped: https only (http redirects), HSTS, the back end's certificate verified, the
 * player's address never taken from the player, and no query string (?token=) in the log.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  type ClientAddress,
  hstsLine,
  httpsPortSuffix,
  pathValue,
  realIpLines,
  upstreamOrigin,
  type UpstreamTls,
  upstreamTlsLines,
} from './nginx-transport.ts';
import {
  EVERY_RESPONSE_HEADERS,
  inlineHashes,
  securityHeaders,
} from '../sandbox/src/http/security-headers.ts';

export const TEMPLATE_FILE = join(import.meta.dirname, 'nginx', 'wps-mobile.conf.template');

export type NginxSite = ClientAddress & {
  /** The https `listen`: a port or address:port (443). */
  listen: string;
  /** The plain http `listen`, which only redirects to https (80). */
  httpListen: string;
  /** The site's certificate chain and key (PEM files). */
  tls: { certificate: string; key: string };
  /** How the back end's certificate is verified. */
  upstreamTls?: UpstreamTls;
  /** Strict-Transport-Security max-age in seconds (a year); 0 leaves the header out. */
  hstsMaxAge?: number;
  /** The access log file (its format leaves query strings out). */
  accessLog?: string;
  /** The directory whose m/ holds the build. */
  webRoot: string;
  /** The operator's WPS back end: an origin, no path. */
  wpsUpstream: string;
  /** The build's index.html, for the hashes of its inline scripts. */
  indexHtml: string;
  /** Whether the brotli filter module is loaded (libnginx-mod-http-brotli-filter). */
  brotli: boolean;
  /** More location blocks for the server, as nginx text. */
  extraLocations?: string;
  /**
   * Local stand-in origins the page's policy adds (the test harness's loopback sandbox, whose
   * games and lines answer there). A production site has none: the command line sets none.
   */
  standIns?: readonly string[];
};

const BROTLI = [
  'brotli on;',
  'brotli_comp_level 5;',
  'brotli_min_length 256;',
  'brotli_types text/css application/javascript application/json application/manifest+json image/svg+xml text/plain;',
];

/** `add_header` lines for headers (`always`: error pages too). */
function headerLines(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (/["\\$\n]/.test(value)) throw new Error(`${name} cannot be written as an nginx string`);
    return `add_header ${name} "${value}" always;`;
  });
}

/** The security headers of documents and the service worker: production's, unless standIns. */
export function securityHeaderLines(indexHtml: string, standIns: readonly string[] = []): string[] {
  return headerLines(securityHeaders(inlineHashes(indexHtml), standIns));
}

export const DEFAULT_ACCESS_LOG = '/var/log/nginx/wps-mobile.access.log';

export function renderNginxSite(site: NginxSite, template = readFileSync(TEMPLATE_FILE, 'utf8')) {
  const indent = (lines: string[], depth: number) => lines.join('\n' + ' '.repeat(depth));
  const upstream = upstreamOrigin(site.wpsUpstream);
  const hsts = hstsLine(site.hstsMaxAge);
  const values: Record<string, string> = {
    LISTEN: site.listen,
    HTTP_LISTEN: site.httpListen,
    HTTPS_PORT: httpsPortSuffix(site.listen),
    TLS_CERTIFICATE: pathValue(resolve(site.tls.certificate)),
    TLS_CERTIFICATE_KEY: pathValue(resolve(site.tls.key)),
    ACCESS_LOG: pathValue(site.accessLog ?? DEFAULT_ACCESS_LOG),
    HSTS: hsts,
    REAL_IP: indent(realIpLines(site), 4),
    UPSTREAM_TLS: indent(upstreamTlsLines(upstream, site.upstreamTls), 8),
    WEB_ROOT: resolve(site.webRoot),
    WPS_UPSTREAM: upstream.origin,
    SECURITY_HEADERS: indent(securityHeaderLines(site.indexHtml, site.standIns), 8),
    WORKER_HEADERS: indent(securityHeaderLines(site.indexHtml, site.standIns), 12),
    ASSET_HEADERS: indent(headerLines(EVERY_RESPONSE_HEADERS), 12),
    BROTLI: site.brotli ? indent(BROTLI, 4) : '# brotli: not loaded (gzip only)',
    EXTRA_LOCATIONS: site.extraLocations?.trim() ?? '',
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder ${match}`);
    return value;
  });
}

function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'app/dist' },
      'web-root': { type: 'string', default: '/srv/wps-mobile' },
      upstream: { type: 'string' },
      listen: { type: 'string', default: '443' },
      'http-listen': { type: 'string', default: '80' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'upstream-ca': { type: 'string' },
      'upstream-name': { type: 'string' },
      'real-ip-from': { type: 'string', multiple: true, default: [] },
      'real-ip-header': { type: 'string' },
      'hsts-max-age': { type: 'string' },
      'access-log': { type: 'string', default: DEFAULT_ACCESS_LOG },
      brotli: { type: 'boolean', default: false },
    },
  });
  if (!values.upstream) throw new Error('--upstream https://wps.operator.example is required');
  if (!values.certificate || !values['certificate-key'])
    throw new Error('--certificate FILE and --certificate-key FILE (PEM) are required: https only');
  const hsts = values['hsts-max-age'];
  const indexHtml = readFileSync(join(values.dist, 'index.html'), 'utf8');
  process.stdout.write(
    renderNginxSite({
      listen: values.listen,
      httpListen: values['http-listen'],
      tls: { certificate: values.certificate, key: values['certificate-key'] },
      upstreamTls: {
        ...(values['upstream-ca'] ? { trustedCa: values['upstream-ca'] } : {}),
        ...(values['upstream-name'] ? { name: values['upstream-name'] } : {}),
      },
      realIpFrom: values['real-ip-from'],
      ...(values['real-ip-header'] ? { realIpHeader: values['real-ip-header'] } : {}),
      ...(hsts === undefined ? {} : { hstsMaxAge: Number(hsts) }),
      accessLog: values['access-log'],
      webRoot: values['web-root'],
      wpsUpstream: values.upstream,
      indexHtml,
      brotli: values.brotli,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
