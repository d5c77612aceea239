import ky, { HTTPError } from 'ky';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ApiError } from './api-error';

export interface HttpClientHooks {
  /** The bearer token, read on every request; null before sign-in. */
  getToken: () => string | null;
  /** The first 401 since the session (re)started; the root turns it into an auth event. */
  onUnauthorized: () => void;
  /** True while a 401 must not end anything (the user is already on a login page). */
  isUnauthorizedIgnored: () => boolean;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Per call: `sessionless` sends no bearer and never reports a 401 (a refused refresh must not end the session). */
export interface CallOptions {
  sessionless?: boolean;
  /** Extra request headers, e.g. `If-Match` naming the version a save edits. */
  headers?: HeadersInit;
  /** A raw body sent instead of JSON (a chunk of audio); name its type in `headers`. */
  body?: Blob;
  /** This call's time limit instead of the client's (a transcription, an AI draft). */
  timeoutMs?: number;
  /** Cancels the call (the user cancelled); it then rejects with status 0. */
  signal?: AbortSignal;
  /**
   * The answer to this very request, already sent (the boot script's sign-in, issue 35): read as
   * the client reads its own, so nothing is sent again.
   */
  answer?: Promise<Response>;
}

/**
 * What an answer is checked with: a zod schema, `zod/mini` (the contracts) or classic. Both kinds
 * have `safeParse`; the type names their common core, so either infers `T`.
 */
export type ResponseSchema<T> = z.core.$ZodType<T>;

const safeParse = <T>(schema: ResponseSchema<T>, data: unknown) =>
  (schema as z.ZodMiniType<T>).safeParse(data);

export interface HttpClient {
  /** A call whose answer is validated with `schema`; any failure rejects with ApiError. */
  request<T>(
    method: HttpMethod,
    path: string,
    schema: ResponseSchema<T>,
    json?: unknown,
    options?: CallOptions,
  ): Promise<T>;
  /** A call with no answer body worth reading. */
  send(method: HttpMethod, path: string, json?: unknown, headers?: HeadersInit): Promise<void>;
  /** A GET whose answer is a file (a ZIP, a PDF): its bytes, and the name the server gives it. */
  file(path: string, options?: CallOptions): Promise<{ blob: Blob; fileName: string | null }>;
  /**
   * Sends a read now whose answer the first `request` of that very read takes instead of sending
   * it again (a tab's first page asks for its data before the page's code has loaded, issue 32):
   * a GET of `path`, or with `json` a POST of that body (a search that keeps names out of the
   * address, issue 31).
   */
  sendEarly(path: string, json?: unknown): void;
  /**
   * The first page has arrived: early answers nobody took are forgotten and no more are sent
   * (they answer only the first page's first reads, never a later read of the same address).
   */
  closeEarly(): void;
  configure(hooks: Partial<HttpClientHooks>): void;
  /** Re-arms the single 401 report; called when a session starts. */
  restartUnauthorizedWatch(): void;
}

export const apiBaseUrl = () =>
  `${globalThis.location?.origin ?? 'http://localhost'}${API_BASE_PATH}`;

/** How long a call may take before it fails as a network error does. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** An early read's key: the method, the path and (for a POST) the body as it is sent. */
const earlyKey = (method: HttpMethod, path: string, json: unknown) =>
  `${method} ${path}${json === undefined ? '' : ` ${JSON.stringify(json)}`}`;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError)
    return new ApiError(error.response.status, await readBody(error.response));
  // Network errors and timeouts: no response, so no body.
  return new ApiError(0, null);
}

/** Paths in the contracts start with '/', ky's prefixUrl wants them without. */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * The one HTTP client (spec §7): base {origin}/backend/api, a bearer header once a token
 * exists, a single onUnauthorized report however many calls fail together. It has no UI and
 * never navigates; only idempotent GETs are retried, never POSTs.
 */
export function createHttpClient(
  hooks: Partial<HttpClientHooks> = {},
  baseUrl: string = apiBaseUrl(),
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): HttpClient {
  let current: HttpClientHooks = {
    getToken: () => null,
    onUnauthorized: () => {},
    isUnauthorizedIgnored: () => false,
    ...hooks,
  };
  let unauthorizedReported = false;

  const reportUnauthorized = () => {
    if (unauthorizedReported || current.isUnauthorizedIgnored()) return;
    unauthorizedReported = true;
    current.onUnauthorized();
  };

  const instance = ky.create({
    prefixUrl: baseUrl,
    timeout: timeoutMs,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request, options) => {
          if (options.context.sessionless) return;
          const token = current.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (_request, options, response) => {
          if (response.status === 401 && !options.context.sessionless) reportUnauthorized();
        },
      ],
    },
  });

  /** What ky's hooks and errors make of an answer, for one that was sent without ky. */
  const readAnswer = async (answer: Promise<Response>, sessionless: boolean) => {
    const response = await answer.catch(() => {
      throw new ApiError(0, null);
    });
    if (response.status === 401 && !sessionless) reportUnauthorized();
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    return response;
  };

  const call = async (
    method: HttpMethod,
    path: string,
    json?: unknown,
    headers?: HeadersInit,
    options: CallOptions = {},
  ) => {
    const { body, timeoutMs: timeout, signal, answer, ...context } = options;
    if (answer) return readAnswer(answer, context.sessionless === true);
    try {
      return await instance(relative(path), {
        method,
        json,
        body,
        headers,
        context,
        ...(timeout !== undefined && { timeout }),
        ...(signal !== undefined && { signal }),
      });
    } catch (error) {
      throw await toApiError(error);
    }
  };

  /** Reads sent early, by `earlyKey`, each taken once; null once the first page has arrived. */
  let early: Map<string, Promise<Response>> | null = new Map();
  const takeEarly = (method: HttpMethod, path: string, json: unknown, options?: CallOptions) => {
    if (options || !early) return undefined;
    const key = earlyKey(method, path, json);
    const answer = early.get(key);
    early.delete(key);
    return answer;
  };

  return {
    async request(method, path, schema, json, options) {
      const response = await (takeEarly(method, path, json, options) ??
        call(method, path, json, options?.headers, options));
      const body = await readBody(response);
      const parsed = safeParse(schema, body);
      // A 2xx with the wrong shape is a broken service, not data to trust.
      if (!parsed.success) throw new ApiError(response.status, null);
      return parsed.data;
    },
    async send(method, path, json, headers) {
      await call(method, path, json, headers);
    },
    async file(path, options) {
      const response = await call('get', path, undefined, options?.headers, options);
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
      return { blob: await response.blob(), fileName };
    },
    sendEarly(path, json) {
      if (!early) return;
      const method = json === undefined ? 'get' : 'post';
      const answer = call(method, path, json);
      // Its failure is the taker's; one nobody takes must not be an unhandled rejection.
      answer.catch(() => {});
      early.set(earlyKey(method, path, json), answer);
    },
    closeEarly() {
      early = null;
    },
    configure(next) {
      current = { ...current, ...next };
    },
    restartUnauthorizedWatch() {
      unauthorizedReported = false;
    },
  };
}

/** The app's single client; src/app/auth-root configures its hooks. */
export const httpClient = createHttpClient();
