import type * as v from 'valibot';
import type { ListPage } from './resources/list-page.ts';

/**
 * The request pipeline's interface, apart from its implementation (`client.ts`), so that the
 * calls built on it (`api/`, `resources/`, `session/`) and the client that binds them import
 * this module rather than each other.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Whether the call carries `Authorization: Bearer` (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (used by logout right before navigating away). */
  keepalive?: boolean;
  /**
   * Messages of a 401 that answer this request rather than end the session (a wrong current
   * password on POST /auth/change-password): such a 401 is thrown as an ApiError and the user
   * stays signed in. Any other 401 still signs out.
   */
  expectedUnauthorized?: readonly string[];
}

/** The request pipeline every call goes through. */
export interface HttpClient {
  readonly baseUrl: string;
  /** GET a list; an answer that fails `listSchema` yields no rows and one console report. */
  getList<TSchema extends v.GenericSchema<unknown, unknown[]>>(
    path: string,
    listSchema: TSchema,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /**
   * GET one page of a list: `params` become the query string (e.g. `listQueryParams(query)`).
   * Rows are parsed with `v.array(itemSchema)`: a malformed answer yields no rows (total 0) and
   * one console report. `total` is `X-Total-Count`, else the number of rows answered.
   */
  getPage<TSchema extends v.GenericSchema>(
    path: string,
    params: Readonly<Record<string, string>> | undefined,
    itemSchema: TSchema,
    options?: RequestOptions,
  ): Promise<ListPage<v.InferOutput<TSchema>>>;
  /** GET one resource; the answer must pass `schema` (else an ApiError). */
  get<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /** POST a JSON body; the answer must pass `schema` (else an ApiError). */
  post<TSchema extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /** PUT a JSON body (the whole of what it replaces); the answer must pass `schema` (else an ApiError). */
  put<TSchema extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /** PATCH a JSON body (the fields to change); the answer must pass `schema` (else an ApiError). */
  patch<TSchema extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /** DELETE; the answer (204) carries no body. */
  delete(path: string, options?: RequestOptions): Promise<void>;
  /** POST whose answer carries no body that matters (204). */
  postEmpty(path: string, body?: unknown, options?: RequestOptions): Promise<void>;
}
