/**
 * The one request layer (spec §7, contract §1–§2): headers, encryption, timeouts, schema checks
 * and typed errors. Every WPS call in the app goes through `request`.
 */
import { ModuleId } from '@wps/contract/module-ids';
import { takeBootCall } from './boot-call';
import { currentToken } from '../session/store';
import type { Call, Query, RequestOptions } from './call';
import { requestLanguage, requestMerchant } from './context';
import { ApiError } from './errors';
import { apiErrors } from './events';
import { readResponse } from './response';
import { rsaKeyCall } from './rsa-key';
import { readSessionCache, writeSessionCache } from './session-cache';
import { Timeout } from './timeouts';

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function buildHeaders(call: Call<unknown>, options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: requestLanguage(),
    ModuleId: call.moduleId ?? ModuleId.common,
  };
  const merchant = requestMerchant();
  if (merchant) headers.Merchant = merchant;
  const token = call.auth ? currentToken() : null;
  // The raw token, no Bearer prefix (contract §1), and only to our own /wps calls.
  if (token) headers.Authorization = token;
  return { ...headers, ...options.headers };
}

async function buildBody(
  call: Call<unknown>,
  options: RequestOptions,
  headers: Record<string, string>,
): Promise<string | undefined> {
  if (call.method === 'GET' || options.body === undefined) return undefined;
  if (!call.encrypted) return JSON.stringify(options.body);
  // A fresh key per post, no cache (`_` busts intermediaries), so a rotated key is picked up.
  const modulus = await send(rsaKeyCall, { query: { _: Date.now() }, alert: options.alert });
  try {
    // Loaded on first use: a visitor who never logs in never downloads the crypto.
    const { seal } = await import('./wps-cipher');
    const sealed = seal(options.body, modulus);
    Object.assign(headers, sealed.headers);
    return sealed.body;
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ kind: 'encryption', path: call.path, message });
  }
}

async function send<T>(call: Call<T>, options: RequestOptions): Promise<T> {
  if (!call.path) throw new ApiError({ kind: 'invalid-url', path: '', message: 'url is null' });
  const alert = options.alert ?? true;
  const url = buildUrl(call.path, options.query);
  const cacheable = call.method === 'GET' && options.cache !== undefined;
  if (cacheable && options.cache === 'session') {
    const cached = readSessionCache(url, call.value);
    if (cached !== undefined) return cached;
  }
  const headers = buildHeaders(call, options);
  const body = await buildBody(call, options, headers);
  // A GET that index.html's inline script started with these very headers is not sent twice;
  // its time limit counts from when it was sent.
  const started = call.method === 'GET' ? takeBootCall(url, headers) : null;
  const controller = new AbortController();
  const limit = call.timeoutMs ?? Timeout.default;
  const timeout = setTimeout(() => controller.abort(), started?.remainingOf(limit) ?? limit);
  options.signal?.addEventListener('abort', () => controller.abort());
  let response: Response;
  try {
    response = await (started
      ? started.answer(controller.signal)
      : fetch(url, {
          method: call.method,
          headers,
          body,
          credentials: 'include',
          signal: controller.signal,
        }));
  } catch {
    const timedOut = controller.signal.aborted && !options.signal?.aborted;
    throw new ApiError({ kind: timedOut ? 'timeout' : 'network', path: call.path, alert });
  } finally {
    clearTimeout(timeout);
  }
  const value = await readResponse(call, response, alert);
  if (cacheable) writeSessionCache(url, value);
  return value;
}

/** Performs a call; failures are thrown and announced on `apiErrors`. */
export async function request<T>(call: Call<T>, options: RequestOptions = {}): Promise<T> {
  try {
    return await send(call, options);
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError({ kind: 'malformed', path: call.path, message: String(error) });
    if (!options.signal?.aborted) apiErrors.emit(apiError);
    throw apiError;
  }
}
