/**
 * render-nginx.ts's transport options as text, for what the running-nginx specs do not start:
 * the defaults operators get, HSTS turned off, inputs refused before nginx would read them, and
 * the page policy it sends.
 */
import { renderNginxSite, type NginxSite } from '../../deploy/render-nginx.ts';
import { expect, test } from '@playwright/test';
import { SANDBOX_LOOPBACK_ORIGINS } from '../../sandbox/src/http/pixel-frame-policy.ts';
import { PROVIDER_ORIGINS } from '../../sandbox/src/http/provider-origins.ts';
import {
  inlineHashes,
  productionPolicy,
  sandboxPolicy,
} from '../../sandbox/src/http/security-headers.ts';

const tag = '@nginx';
/** The rendered site without its comments (which name the directives they explain). */
const site = (changes: Partial<NginxSite> = {}) =>
  directives({
    listen: '443',
    httpListen: '80',
    tls: { certificate: '/etc/ssl/wps/fullchain.pem', key: '/etc/ssl/wps/key.pem' },
    webRoot: '/srv/wps-mobile',
    wpsUpstream: 'https://wps.operator.example',
    indexHtml: '',
    brotli: false,
    ...changes,
  });
const directives = (values: NginxSite) =>
  renderNginxSite(values)
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');

test('the defaults: verified TLS to the back end, HSTS for a year, no CDN trusted', { tag }, () => {
  const text = site();
  expect(text).toContain('proxy_ssl_verify on;');
  expect(text).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
  expect(text).toContain('proxy_ssl_name wps.operator.example;');
  expect(text).toContain('return 301 https://$host$request_uri;');
  expect(text).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
  expect(text).toContain('access_log /var/log/nginx/wps-mobile.access.log wps_mobile;');
  expect(text).not.toMatch(/set_real_ip_from|\$proxy_add_x_forwarded_for|\{\{/);
});

test('HSTS off, another CA and name, a CDN with its header', { tag }, () => {
  const text = site({
    hstsMaxAge: 0,
    upstreamTls: { trustedCa: '/etc/wps/operator-ca.pem', name: 'api.operator.internal' },
    realIpFrom: ['203.0.113.0/24', '2001:db8::/32'],
    realIpHeader: 'CF-Connecting-IP',
    listen: '127.0.0.1:8443',
  });
  expect(text).not.toContain('Strict-Transport-Security');
  expect(text).toContain('proxy_ssl_trusted_certificate /etc/wps/operator-ca.pem;');
  expect(text).toContain('proxy_ssl_name api.operator.internal;');
  expect(text).toContain('set_real_ip_from 203.0.113.0/24;');
  expect(text).toContain('set_real_ip_from 2001:db8::/32;');
  expect(text).toContain('real_ip_header CF-Connecting-IP;');
  expect(text).toContain('return 301 https://$host:8443$request_uri;');
});

test('refused: plain http to another machine, bad ranges, names and paths', { tag }, () => {
  expect(() => site({ wpsUpstream: 'http://wps.operator.example' })).toThrow(/must be https/);
  expect(() => site({ realIpFrom: ['203.0.113.0/33'] })).toThrow(/address range/);
  expect(() => site({ realIpFrom: ['cdn.example'] })).toThrow(/address range/);
  expect(() => site({ realIpFrom: ['10.0.0.0/8'], realIpHeader: 'X-A; evil' })).toThrow(/header/);
  expect(() => site({ upstreamTls: { name: 'a b;' } })).toThrow(/host name/);
  expect(() => site({ accessLog: '/var/log/a b.log' })).toThrow(/without spaces/);
  expect(() => site({ hstsMaxAge: -1 })).toThrow(/HSTS/);
  // Plain http stays possible to a back end on the same machine.
  expect(site({ wpsUpstream: 'http://127.0.0.1:9000' })).not.toContain('proxy_ssl_verify');
});

test('the page policy: the production one, from the providers list, nothing local', { tag }, () => {
  const index = '<style>:root{}</style><script>boot()</script>';
  const text = site({ indexHtml: index });
  const policy = productionPolicy(inlineHashes(index));
  // Pages and the service worker, each with the policy the providers' list builds.
  expect(text.split(`add_header Content-Security-Policy "${policy}" always;`)).toHaveLength(3);
  expect(policy).toContain(PROVIDER_ORIGINS.googleIdentityServices.script[0]);
  expect(text).not.toMatch(/localhost|127\.0\.0\.1|'unsafe-inline'|\bhttp:[^/]/);
  // The test harness's stand-ins are the only thing standIns adds.
  const harness = site({ indexHtml: index, standIns: SANDBOX_LOOPBACK_ORIGINS });
  expect(harness).toContain(sandboxPolicy(inlineHashes(index)));
});
