// Errors cross process boundaries as plain values: {status, message} plus a machine-readable kind.

export type ApiErrorKind =
  | 'http' // the server answered with a non-2xx status
  | 'timeout' // no answer within the time-out
  | 'network' // no answer at all (offline, refused, DNS)
  | 'invalid-response' // an answer that does not match the contract
  | 'invalid-request' // an endpoint outside the table, a bad parameter or body
  | 'not-configured'; // no backend URL is configured

export interface ApiErrorValue {
  status: number;
  message: string;
  kind: ApiErrorKind;
  /** True when `message` is the server's own words, which the UI shows as they are. */
  fromServer?: boolean;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiErrorValue };

/** Thrown by the client core; serialisable through `toValue()`. */
export class ApiError extends Error implements ApiErrorValue {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fromServer: boolean;

  constructor({ status, message, kind, fromServer = false }: ApiErrorValue) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.fromServer = fromServer;
  }

  toValue(): ApiErrorValue {
    return { status: this.status, message: this.message, kind: this.kind, fromServer: this.fromServer };
  }

  static from(value: ApiErrorValue): ApiError {
    return new ApiError(value);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The query layer retries only what may succeed next time: never a 4xx or an answer off the contract. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const permanent: ApiErrorKind[] = ['invalid-request', 'invalid-response', 'not-configured'];
  if (permanent.includes(error.kind)) return false;
  return !(error.status >= 400 && error.status < 500);
}

/** The server's own message for a failed call, if it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) && error.fromServer ? error.message : undefined;
}
