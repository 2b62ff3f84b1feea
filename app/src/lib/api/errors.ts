/**
 * Typed failures of the request layer. The layer never draws or navigates: it throws these and
 * announces them on `apiErrors`; the session and notice features decide what the player sees.
 */
export type ApiErrorKind =
  /** A call was made without a URL (spec §5: 'url is null'). */
  | 'invalid-url'
  /** success:false with a code other than the session-expiry ones. */
  | 'failure'
  /** success:false with a session-expiry code, or HTTP 401 (spec §8). */
  | 'session-expired'
  /** A non-2xx answer that is not an envelope (502 among them). */
  | 'http'
  /** No answer at all: offline, DNS, CORS, connection reset. */
  | 'network'
  /** The call's AbortController timeout fired. */
  | 'timeout'
  /** The answer was not JSON, or not the shape the call expects. */
  | 'malformed'
  /** The encrypted post could not be built; nothing was sent (spec §5). */
  | 'encryption';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  path: string;
  message?: string;
  errorCode?: string;
  status?: number;
  value?: unknown;
  /** False when the caller asked for alert:false: the player is not told. */
  alert?: boolean;
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly errorCode: string | undefined;
  readonly status: number | undefined;
  readonly value: unknown;
  readonly alert: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.errorCode ?? init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.path = init.path;
    this.errorCode = init.errorCode;
    this.status = init.status;
    this.value = init.value;
    this.alert = init.alert ?? true;
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.kind === 'failure' || this.kind === 'session-expired'
      ? this.message !== this.errorCode && this.message !== this.kind
        ? this.message
        : undefined
      : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
