/**
 * TLS from deploy/'s nginx to the operator's back end is verified: the back end must show a
 * certificate of a trusted CA for the name the site was rendered with, or /wps answers 502 and
 * nothing of the player's request (their token) reaches it. A stand-in back end over https here
 * answers /wps with its own name, under certificates made for the test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from '@wps/contract/paths';
import { DIST } from '../support/bundle-manifest.ts';
import { issuedBy, type KeyPair, selfSigned, testCa } from '../support/nginx/certificates.ts';
import { expect, test } from '../support/nginx/nginx-fixtures.ts';
import { startNginx } from '../support/nginx/nginx-server.ts';

const tag = '@nginx';
const NAME = 'wps.test';

/** An https back end with this certificate; answers every /wps call with `which`. */
async function backEnd(pair: KeyPair, which: string) {
  const seen: string[] = [];
  const server = createServer(
    { cert: readFileSync(pair.certificate), key: readFileSync(pair.key) },
    (request, response) => {
      seen.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, value: which }));
    },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `https://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

test(
  "the back end's certificate is verified: a trusted one for the name passes, others get a 502",
  { tag },
  async ({ request, server }) => {
    const dir = mkdtempSync(join(tmpdir(), 'wps-upstream-tls-'));
    const ca = testCa(dir);
    const cases = [
      { which: 'trusted', pair: issuedBy(ca, dir, NAME), status: 200 },
      { which: 'self-signed', pair: selfSigned(dir, NAME, 'rogue'), status: 502 },
      { which: 'other name', pair: issuedBy(ca, dir, 'other.test'), status: 502 },
    ];
    try {
      for (const { which, pair, status } of cases) {
        const upstream = await backEnd(pair, which);
        const nginx = await startNginx({
          sandboxUrl: server.url,
          dist: DIST,
          site: {
            wpsUpstream: upstream.origin,
            upstreamTls: { trustedCa: ca.certificate, name: NAME },
          },
        });
        try {
          const response = await request.get(nginx.url + Api.ping, {
            headers: { Authorization: 'player-session-token' },
          });
          expect(response.status(), which).toBe(status);
          if (status === 200)
            expect(await response.json()).toEqual({ success: true, value: which });
          // Refused before any request: the token never reached the unverified server.
          expect(upstream.seen, which).toEqual(status === 200 ? [Api.ping] : []);
        } finally {
          await nginx.close();
          await upstream.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
