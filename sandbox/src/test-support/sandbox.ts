/** Test helpers: a sandbox on a throw-away database, and client-like calls against it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Api } from '@wps/contract/paths';
import { openDb } from '../db/open-db.ts';
import { loadRsaKey } from '../crypto/rsa-key.ts';
import { createSandbox, type SandboxOptions } from '../server.ts';
import { encryptPost } from './client-crypto.ts';

const dir = mkdtempSync(join(tmpdir(), 'wps-sandbox-test-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
let count = 0;
let template: Promise<string> | undefined;

/**
 * A database file seeded like a fresh sandbox's. Generating a 2048-bit key takes a good part of
 * a second, so every test database starts as a copy of one made once per test file.
 */
export async function freshDbFile(): Promise<string> {
  template ??= (async () => {
    const file = join(dir, 'template.sqlite');
    const db = openDb(file);
    await loadRsaKey(db);
    db.pragma('journal_mode = DELETE'); // one self-contained file to copy
    db.close();
    return file;
  })();
  const file = join(dir, `test-${++count}.sqlite`);
  const db = openDb(await template);
  await db.backup(file);
  db.close();
  return file;
}

export async function testSandbox(opts: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  // A non-existent app directory unless a test brings its own build; the tests drive the
  // scenarios through the control API, so it is on (for loopback clients, as under npm start).
  return createSandbox({
    dbFile: await freshDbFile(),
    appDir: '/nonexistent-app-dir',
    controlApi: 'loopback',
    ...opts,
  });
}

export async function modulusOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${Api.rsaKey}?_=${Date.now()}` });
  return response.body;
}

/** POSTs `payload` encrypted exactly as a client would; answers the parsed JSON envelope. */
export async function encryptedPost(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return encryptedRequest(app, 'POST', url, payload, headers);
}

/** The same for another method (PUT /wps/member/password). */
export async function encryptedRequest(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const { body, headers: cryptoHeaders } = encryptPost(await modulusOf(app), payload);
  const response = await app.inject({
    method,
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...cryptoHeaders, ...headers },
  });
  return response.json<{
    success: boolean;
    value?: unknown;
    errorCode?: string;
    message?: string;
  }>();
}

export function loginPayload(username: string, password: string) {
  return {
    username,
    password,
    type: 'username',
    loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    isOfficialAppLogin: false,
  };
}

/** Logs in (on the demo site unless `merchant` names another) and answers the token. */
export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
  merchant = 'demo',
) {
  const headers = { Merchant: merchant };
  const result = await encryptedPost(app, Api.login, loginPayload(username, password), headers);
  const token = (result.value as { token?: unknown } | undefined)?.token;
  if (!result.success || typeof token !== 'string') throw new Error(JSON.stringify(result));
  return token;
}
