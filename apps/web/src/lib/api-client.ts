import { messages } from '@timeapp/domain/messages';
import { apiUrl, type Query } from './api-url';
import { clearSession, getToken } from './auth-store';
import { takeEarlyRequest } from './early-requests';

export { apiUrl };

/** Every answer of the v1.1 API: `code` equals the HTTP status, payloads are in `data`. */
export type ApiAnswer<T> = { code: number; message: string; data: T } & Record<string, unknown>;

export type ApiErrorKind = 'response' | 'no-response' | 'network';

/**
 * A failed call. `code` is the HTTP status (0 when nothing came back) and `message` is what the
 * user may read: the server's message, or one of the catalogue's fallbacks (docs/product-rules.md 7.1).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind = 'response',
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Send no token even when signed in (public forms: docs/product-rules.md 4.6). */
  anonymous?: boolean;
  /** Use this token instead of the session's (the business step right after registering). */
  token?: string;
  /** The answer's body as text in `data` (a file such as an .ics), not JSON. */
  raw?: boolean;
};

const TIMEOUT_MS = 30_000;

async function readJson(res: Response): Promise<Partial<ApiAnswer<unknown>> | null> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<ApiAnswer<unknown>>;
  } catch {
    return null;
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : (options.token ?? getToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout?.(TIMEOUT_MS);
  const signal =
    options.signal && timeout
      ? AbortSignal.any([options.signal, timeout])
      : (options.signal ?? timeout);

  const url = apiUrl(path, options.query);
  // The first screen's first GETs may be on their way already, sent by the entry (early-requests.ts).
  const early = method === 'GET' && token ? takeEarlyRequest(url, token) : undefined;
  let res: Response;
  try {
    res = await (early ??
      fetch(url, {
        method,
        headers,
        signal,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a user-facing failure
    if (timeout?.aborted) throw new ApiError(0, messages.noResponse, 'no-response');
    throw new ApiError(0, messages.networkIssue, 'network');
  }

  if (options.raw && res.ok)
    return { code: res.status, message: '', data: (await res.text()) as T } as ApiAnswer<T>;
  const json = await readJson(res);
  if (!res.ok) {
    // A proxy answering for a server that is down sends no JSON of ours.
    if (!json && res.status >= 502 && res.status <= 504)
      throw new ApiError(res.status, messages.noResponse, 'no-response');
    if (res.status === 401 && token && !options.token) clearSession();
    const message =
      typeof json?.message === 'string' && json.message
        ? json.message
        : messages.somethingWrongLater;
    throw new ApiError(res.status, message, 'response', json?.data);
  }
  return { code: res.status, message: '', data: undefined, ...json } as ApiAnswer<T>;
}

/** Thin fetch wrapper on `/api/v1.1`: adds the bearer token, parses `{code, message, data}`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** What to show for any thrown value. */
export const errorMessage = (error: unknown, fallback: string = messages.somethingWrongLater) =>
  error instanceof ApiError ? error.message : fallback;
