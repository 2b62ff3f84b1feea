/**
 * Renders deploy/nginx/wps-mobile.conf.template for one build and one site. The security headers
 * come from the sandbox's own code (sandbox/src/http/security-headers.ts), so nginx and the
 * sandbox send the same policy, with the CSP hashes of this build's inline scripts.
 *
 *   npx tsx deploy/render-nginx.ts --upstream https://wps.operator.example \
 *     [--dist app/dist] [--web-root /srv/wps-mobile] [--listen 80] [--brotli] > wps-mobile.conf
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  EVERY_RESPONSE_HEADERS,
  inlineScriptHashes,
  securityHeaders,
} from '../sandbox/src/http/security-headers.ts';

export const TEMPLATE_FILE = join(import.meta.dirname, 'nginx', 'wps-mobile.conf.template');

export type NginxSite = {
  /** What `listen` gets: a port or address:port. */
  listen: string;
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

/** The sandbox's security headers of documents and the service worker. */
export function securityHeaderLines(indexHtml: string): string[] {
  return headerLines(securityHeaders(inlineScriptHashes(indexHtml)));
}

function origin(url: string): string {
  const parsed = new URL(url);
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/' || parsed.search)
    throw new Error(`the WPS upstream must be an http(s) origin without a path: ${url}`);
  return parsed.origin;
}

export function renderNginxSite(site: NginxSite, template = readFileSync(TEMPLATE_FILE, 'utf8')) {
  const indent = (lines: string[], depth: number) => lines.join('\n' + ' '.repeat(depth));
  const values: Record<string, string> = {
    LISTEN: site.listen,
    WEB_ROOT: resolve(site.webRoot),
    WPS_UPSTREAM: origin(site.wpsUpstream),
    SECURITY_HEADERS: indent(securityHeaderLines(site.indexHtml), 8),
    WORKER_HEADERS: indent(securityHeaderLines(site.indexHtml), 12),
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
      listen: { type: 'string', default: '80' },
      brotli: { type: 'boolean', default: false },
    },
  });
  if (!values.upstream) throw new Error('--upstream https://wps.operator.example is required');
  const indexHtml = readFileSync(join(values.dist, 'index.html'), 'utf8');
  process.stdout.write(
    renderNginxSite({
      listen: values.listen,
      webRoot: values['web-root'],
      wpsUpstream: values.upstream,
      indexHtml,
      brotli: values.brotli,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
