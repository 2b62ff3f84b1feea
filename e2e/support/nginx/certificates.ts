/**
 * Certificates made for a test run with Debian's openssl: the site's own (self-signed, for
 * localhost) and, for the back-end verification tests, a test CA with certificates it issued
 * next to one it did not. EC keys: a P-256 key is made in milliseconds.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

export type KeyPair = { certificate: string; key: string };

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(args: string[]) {
  if (!existsSync(OPENSSL))
    throw new Error(`openssl is not installed (${OPENSSL}): apt-get install -y openssl`);
  execFileSync(OPENSSL, args, { stdio: 'pipe' });
}

/** A self-signed certificate for a DNS name (a CA of nobody's). */
export function selfSigned(dir: string, name: string, file = name): KeyPair {
  const pair = { certificate: join(dir, `${file}.crt`), key: join(dir, `${file}.key`) };
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    `subjectAltName=DNS:${name}`,
    '-keyout',
    pair.key,
    '-out',
    pair.certificate,
  ]);
  return pair;
}

/** A CA for the test (req -x509 gives it basicConstraints CA:TRUE). */
export function testCa(dir: string): KeyPair {
  const pair = { certificate: join(dir, 'test-ca.crt'), key: join(dir, 'test-ca.key') };
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-days',
    '2',
    '-subj',
    '/CN=WPS test CA',
    '-keyout',
    pair.key,
    '-out',
    pair.certificate,
  ]);
  return pair;
}

/** A server certificate for a DNS name, issued by the CA. */
export function issuedBy(ca: KeyPair, dir: string, name: string, file = name): KeyPair {
  const pair = { certificate: join(dir, `${file}.crt`), key: join(dir, `${file}.key`) };
  const request = join(dir, `${file}.csr`);
  const extensions = join(dir, `${file}.ext`);
  writeFileSync(extensions, `subjectAltName=DNS:${name}\nbasicConstraints=CA:FALSE\n`);
  openssl(['req', '-new', ...EC_KEY, '-subj', `/CN=${name}`, '-keyout', pair.key, '-out', request]);
  openssl([
    'x509',
    '-req',
    '-in',
    request,
    '-CA',
    ca.certificate,
    '-CAkey',
    ca.key,
    '-set_serial',
    `0x${randomBytes(8).toString('hex')}`,
    '-days',
    '2',
    '-extfile',
    extensions,
    '-out',
    pair.certificate,
  ]);
  return pair;
}
