/** Turns a fetch Response into the call's value or a typed ApiError (contract §1). */
import * as v from 'valibot';
import { failureSchema, SESSION_EXPIRED_CODES } from '@wps/contract/envelope';
import { ApiError } from './errors';
import type { Call } from './call';

const envelopeHead = v.object({ success: v.boolean() });

export async function readResponse<T>(
  call: Call<T>,
  response: Response,
  alert: boolean,
): Promise<T> {
  const path = call.path;
  if (response.status === 401) {
    throw new ApiError({ kind: 'session-expired', path, status: 401, alert });
  }
  // A 502 is rejected silently whatever its body says (spec §8): a gateway's JSON failure body
  // must not become a server message in a notice.
  if (response.status === 502) throw new ApiError({ kind: 'http', path, status: 502, alert });
  const text = await response.text();
  if (call.text && response.ok) return parseText(call, text, alert);
  let json: unknown;
  try {
    json =
      text === '' && response.status === 204
        ? { success: true, value: undefined }
        : JSON.parse(text);
  } catch {
    const kind = response.ok ? 'malformed' : 'http';
    throw new ApiError({ kind, path, status: response.status, alert });
  }
  if (!v.is(envelopeHead, json)) {
    const kind = response.ok ? 'malformed' : 'http';
    throw new ApiError({ kind, path, status: response.status, alert });
  }
  if (!json.success) {
    const failure = v.safeParse(failureSchema, json);
    const { errorCode, message, value } = failure.success ? failure.output : {};
    const kind =
      errorCode && SESSION_EXPIRED_CODES.includes(errorCode) ? 'session-expired' : 'failure';
    throw new ApiError({
      kind,
      path,
      errorCode,
      message: message ?? undefined,
      value,
      status: response.status,
      alert,
    });
  }
  if (!response.ok) throw new ApiError({ kind: 'http', path, status: response.status, alert });
  const parsed = v.safeParse(call.value, (json as { value?: unknown }).value);
  if (!parsed.success)
    throw new ApiError({ kind: 'malformed', path, status: response.status, alert });
  return parsed.output;
}

/** The RSA key answers bare hex text, or (accepted too) an envelope around it. */
function parseText<T>(call: Call<T>, text: string, alert: boolean): T {
  const trimmed = text.trim();
  let candidate: unknown = trimmed;
  if (trimmed.startsWith('{')) {
    try {
      candidate = (JSON.parse(trimmed) as { value?: unknown }).value;
    } catch {
      candidate = undefined;
    }
  }
  const parsed = v.safeParse(call.value, candidate);
  if (!parsed.success) throw new ApiError({ kind: 'malformed', path: call.path, alert });
  return parsed.output;
}
