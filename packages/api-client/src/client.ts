import { apiErrorBodySchema, TOTAL_COUNT_HEADER, toasts } from '@lousa/domain';
import * as v from 'valibot';
import { type ApiCalls, bindCalls } from './api/calls.ts';
import { ApiError, SessionExpiredError } from './errors.ts';
import type { HttpClient, HttpMethod, RequestOptions } from './http.ts';
import { redirectToSignIn } from './session/navigation.ts';
import { emitSessionNotice } from './session/notices.ts';
import { readStoredToken } from './session/storage.ts';
import { $session, logout, shouldNoticeExpiry } from './session/store.ts';
import { checkAccessToken } from './session/token.ts';

/** The anti-forgery cookie the server sets, and the header its value goes back in. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const DEFAULT_API_BASE_URL = '/api';

/** What the request pipeline asks of the session; the defaults use this package's store. */
export interface SessionHooks {
  /** The stored access token, or null. */
  getAccessToken: () => string | null;
  /** The token was missing, undecodable or expired before an authorised call. */
  onSessionExpired: () => void;
  /** The server answered 401. */
  onUnauthorized: () => void;
}

export interface ApiClientOptions {
  /** Base of every path, e.g. '/api' or 'https://api.example.org/api'. Default: PUBLIC_API_URL or '/api'. */
  baseUrl?: string;
  /** The fetch to use (tests, server-side); default: the global fetch at call time. */
  fetch?: typeof fetch;
  /** Reads a cookie by name; default: `document.cookie`. */
  readCookie?: (name: string) => string | undefined;
  session?: Partial<SessionHooks>;
}

export type ApiClient = HttpClient & ApiCalls;

/** `PUBLIC_API_URL` from `import.meta.env` when the bundler provides it, else '/api'. */
export function resolveApiBaseUrl(): string {
  const env = (import.meta as unknown as { env?: { PUBLIC_API_URL?: string } }).env;
  const configured = env?.PUBLIC_API_URL;
  return typeof configured === 'string' && configured.trim() !== ''
    ? configured
    : DEFAULT_API_BASE_URL;
}

/** Reads one cookie from `document.cookie`. */
export function readDocumentCookie(name: string): string | undefined {
  const cookies = globalThis.document?.cookie;
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The default hooks: the stored token; expiry logs out; a 401 logs out and goes to /sign-in. */
export const defaultSessionHooks: SessionHooks = {
  getAccessToken: () => $session.get().accessToken ?? readStoredToken(),
  onSessionExpired: () => {
    logout();
    if (shouldNoticeExpiry()) emitSessionNotice(toasts.sessionExpired);
  },
  onUnauthorized: () => {
    logout();
    redirectToSignIn();
  },
};

function joinUrl(baseUrl: string, path: string): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // Relative bases resolve against the page (Node's fetch refuses relative URLs).
  const origin = globalThis.location?.href;
  return /^[a-z][a-z\d+.-]*:/i.test(url) || !origin ? url : new URL(url, origin).toString();
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function reportMalformed(method: HttpMethod, path: string, detail: unknown): void {
  console.error(`[api-client] ${method} ${path}: a resposta não tem o formato esperado.`, detail);
}

/** `X-Total-Count` as a whole number, or null when the answer has none (older servers, fixtures). */
function readTotal(response: Response): number | null {
  const header = response.headers.get(TOTAL_COUNT_HEADER)?.trim();
  if (!header || !/^\d+$/.test(header)) return null;
  return Number(header);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response).catch(() => ({ ok: false }) as const);
  const parsed = body.ok ? v.safeParse(apiErrorBodySchema, body.value) : null;
  if (parsed?.success) {
    const message = parsed.output.message.trim() || toasts.unexpectedError;
    return new ApiError(
      response.status,
      message,
      parsed.output.issues ?? [],
      body.ok ? body.value : undefined,
    );
  }
  return new ApiError(response.status);
}

/**
 * `createApiClient({ baseUrl, fetch })`: the request pipeline plus the hand-written calls of spec
 * §7 (`client.login(body)`, `client.getMe()`, ...), for tests and scripts; a registry's calls are
 * the generic ones on the pipeline (`listAll(client, usersResource)`). The app's screens call
 * through hooks on the pipeline alone (`createHttpClient`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttpClient(options);
  return { ...http, ...bindCalls(http) };
}

/**
 * `createHttpClient({ baseUrl, fetch })`: the request pipeline (get, post, patch, delete with the
 * session's token, the anti-forgery header and pt-BR errors). Success is 200–299; there is no
 * time-out.
 */
export function createHttpClient(options: ApiClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? resolveApiBaseUrl();
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookie = options.readCookie ?? readDocumentCookie;
  const session: SessionHooks = { ...defaultSessionHooks, ...options.session };

  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    { auth = true, signal, keepalive, expectedUnauthorized }: RequestOptions = {},
  ): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    if (auth) {
      const token = session.getAccessToken();
      if (checkAccessToken(token).status !== 'valid') {
        session.onSessionExpired();
        throw new SessionExpiredError();
      }
      headers.set('Authorization', `Bearer ${token}`);
    }

    let response: Response;
    try {
      response = await doFetch(joinUrl(baseUrl, path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal,
        keepalive,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      // No answer at all (fetch's TypeError): say so; a save adds that what was typed is kept.
      throw new ApiError(
        0,
        body === undefined ? toasts.noConnection : toasts.noConnectionWhileSaving,
      );
    }

    if (response.status === 401) {
      const error = await toApiError(response);
      if (!expectedUnauthorized?.includes(error.message)) session.onUnauthorized();
      throw error;
    }
    if (response.status < 200 || response.status > 299) throw await toApiError(response);
    return response;
  }

  /** Reads an answer that must pass `schema`: else one console report and an ApiError. */
  async function readResource<TSchema extends v.GenericSchema>(
    method: HttpMethod,
    path: string,
    response: Response,
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema>> {
    const json = await readJson(response);
    const parsed = json.ok ? v.safeParse(schema, json.value) : null;
    if (!parsed?.success) {
      reportMalformed(method, path, parsed ? v.flatten(parsed.issues) : 'JSON inválido');
      throw new ApiError(response.status);
    }
    return parsed.output;
  }

  /** Reads a list answer: one that is not JSON or fails `listSchema` is no rows and one console report. */
  async function readList<TSchema extends v.GenericSchema<unknown, unknown[]>>(
    path: string,
    response: Response,
    listSchema: TSchema,
  ): Promise<v.InferOutput<TSchema> | null> {
    const json = await readJson(response);
    if (!json.ok) {
      reportMalformed('GET', path, 'JSON inválido');
      return null;
    }
    const parsed = v.safeParse(listSchema, json.value);
    if (!parsed.success) {
      reportMalformed('GET', path, v.flatten(parsed.issues));
      return null;
    }
    return parsed.output;
  }

  const http: HttpClient = {
    baseUrl,
    async getList(path, listSchema, requestOptions) {
      const response = await send('GET', path, undefined, requestOptions);
      return (
        (await readList(path, response, listSchema)) ?? ([] as v.InferOutput<typeof listSchema>)
      );
    },
    async getPage(path, params, itemSchema, requestOptions) {
      const query = new URLSearchParams(params).toString();
      const target = query === '' ? path : `${path}?${query}`;
      const response = await send('GET', target, undefined, requestOptions);
      const items = await readList(path, response, v.array(itemSchema));
      if (items === null) return { items: [], total: 0 };
      return { items, total: readTotal(response) ?? items.length };
    },
    async get(path, schema, requestOptions) {
      const response = await send('GET', path, undefined, requestOptions);
      return readResource('GET', path, response, schema);
    },
    async post(path, body, schema, requestOptions) {
      const response = await send('POST', path, body, requestOptions);
      return readResource('POST', path, response, schema);
    },
    async put(path, body, schema, requestOptions) {
      const response = await send('PUT', path, body, requestOptions);
      return readResource('PUT', path, response, schema);
    },
    async patch(path, body, schema, requestOptions) {
      const response = await send('PATCH', path, body, requestOptions);
      return readResource('PATCH', path, response, schema);
    },
    async delete(path, requestOptions) {
      await send('DELETE', path, undefined, requestOptions);
    },
    async postEmpty(path, body, requestOptions) {
      await send('POST', path, body, requestOptions);
    },
  };

  return http;
}
