import { type AccessTokenClaims, type Me, serverMessages, TOTAL_COUNT_HEADER } from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import { checkAccessToken } from '../session/token.ts';
import { DEFAULT_MOCK_BASE, errorResponse, mockUrl } from './mock-http.ts';
import {
  findRecordedCall,
  type RecordedCall,
  type RecordedRole,
  recordedAnswer,
} from './recorded.ts';
import { createStoryToken } from './story-token.ts';

export interface RecordedHandlerOptions {
  /** Whose recorded answers are served: the administrator's unless a story says otherwise. */
  as?: RecordedRole;
  /** Base the paths are appended to; default '*\/api' (any origin). */
  baseUrl?: string;
  /**
   * Rows a story adds to recorded lists, by list path, as if created before it (e.g. enough
   * modalities for a second page): listed first, like a story's creates.
   */
  added?: Readonly<Record<string, readonly Row[]>>;
}

export type Row = Record<string, unknown>;

/**
 * The plain values of `sent` (text, numbers, yes/no, null) under names `shape` has for a plain
 * value or null: a create or an update answers a record of the list's shape (a recorded row's
 * fields, the sent values where they fit), so the client's schema reads it; references sent as
 * ids (`roleId`) and lists sent in another form keep the recorded row's (`role`, `matrix`).
 */
const plain = (value: unknown) => value === null || typeof value !== 'object';
const known = (sent: Row, shape: Row) =>
  Object.fromEntries(
    Object.entries(sent).filter(
      ([name, value]) => name in shape && plain(value) && plain(shape[name]),
    ),
  );

/** The query parameters that choose a page: a list is recorded whole and sliced here. */
const PAGING = ['page', 'pageSize'];

/**
 * The mocks (issue 25, decision 0027): what the real server answered when it was recorded
 * (`recorded.ts`), served as it is to the role `as`, and what a story sends kept until the
 * handlers are made again — a create answered as a record of its list's shape with a new id and
 * listed first, an update merged into the record (`known`), a delete removed from the lists. No rule lives here: no validation, no scope, no
 * search or sort; a list is only sliced into the page asked for. A story that needs another answer
 * (an error, a search's result, a bigger list) sets it itself; a call nobody recorded answers 500
 * with a message that names it.
 */
export function recordedHandlers({
  as = 'administrador',
  baseUrl = DEFAULT_MOCK_BASE,
  added: rows = {},
}: RecordedHandlerOptions = {}) {
  const url = (path: string) => mockUrl(path, baseUrl);
  const basePath = new URL(baseUrl.replace(/^\*/, 'http://any')).pathname.replace(/\/+$/, '');
  const added = new Map(Object.entries(rows).map(([path, list]) => [path, [...list]]));
  const updated = new Map<string, Row>();
  const removed = new Set<string>();
  let lastId = 0;

  /** The request's path under the API and its query parameters. */
  const target = (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
    return { path: pathname.slice(basePath.length) || '/', params: searchParams };
  };
  const withQuery = (path: string, params: URLSearchParams) => {
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const find = (request: string) => findRecordedCall(as, request);
  const split = (path: string) => {
    const cut = path.lastIndexOf('/');
    return { collection: path.slice(0, cut), id: path.slice(cut + 1) };
  };
  /** The rows as the story left them: its creates first, updates merged, deletes gone. */
  const current = (rows: Row[], collection?: string) =>
    [...(collection ? (added.get(collection) ?? []) : []), ...rows]
      .filter((row) => !removed.has(String(row.id)))
      .map((row) => updated.get(String(row.id)) ?? row);
  const answer = (call: RecordedCall) =>
    call.body === null
      ? new HttpResponse(null, { status: call.status, headers: call.headers })
      : HttpResponse.json(call.body as Row, { status: call.status, headers: call.headers });
  const notRecorded = (request: string) =>
    errorResponse(
      500,
      `Sem resposta gravada para '${as} ${request}': grave-a em packages/api-client/test/recording/ (npm run fixtures:record) ou defina-a na história.`,
    );
  /** The row of `path` (`<collection>/<id>`) in its recorded list, as the story left it. */
  const listRow = (path: string): Row | undefined => {
    const { collection, id } = split(path);
    const list = find(`GET ${collection}`)?.body;
    return current(Array.isArray(list) ? (list as Row[]) : [], collection).find(
      (row) => row.id === id,
    );
  };
  /** The record at `path`: its recorded answer (a record may be richer than its list row), or its row. */
  const item = (path: string): Row | undefined =>
    (find(`GET ${path}`)?.body as Row | undefined) ?? listRow(path);
  const body = async (request: Request): Promise<Row> => {
    const text = await request.text();
    return text.trim() ? (JSON.parse(text) as Row) : {};
  };
  const tokenOf = () => {
    const me = recordedAnswer<Me>(as, 'GET /me');
    const claims: Partial<AccessTokenClaims> = {
      sub: me.id,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      cpf: me.cpf,
      role: {
        id: me.role?.id ?? '',
        name: me.role?.name ?? '',
        permissions: [...me.permissions],
      },
    };
    return createStoryToken(claims);
  };
  /** Authorised calls need a Bearer token that decodes and has not expired (else 401). */
  const signedIn = (request: Request) => {
    const match = /^Bearer +(.+)$/.exec(request.headers.get('Authorization') ?? '');
    return Boolean(match && checkAccessToken(match[1] as string).status === 'valid');
  };
  const unauthorized = () => errorResponse(401, serverMessages.unauthorized);

  return [
    http.post(url('/auth'), () => HttpResponse.json({ accessToken: tokenOf() })),
    http.post(url('/auth/refresh-token'), () => HttpResponse.json({ token: tokenOf() })),
    http.post(url('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
    http.post(url('/auth/change-password'), () => new HttpResponse(null, { status: 204 })),
    http.get(url('*'), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const { path, params } = target(request);
      const listParams = new URLSearchParams(params);
      for (const name of PAGING) listParams.delete(name);
      const list = find(`GET ${withQuery(path, listParams)}`);
      if (list && Array.isArray(list.body)) {
        const rows = current(list.body as Row[], listParams.size ? undefined : path);
        const page = Number(params.get('page') ?? 0);
        const size = Number(params.get('pageSize') ?? rows.length);
        const shown = page > 0 ? rows.slice((page - 1) * size, page * size) : rows;
        return HttpResponse.json(shown, {
          headers: { ...list.headers, [TOTAL_COUNT_HEADER]: String(rows.length) },
        });
      }
      const exact = find(`GET ${withQuery(path, params)}`);
      if (exact) return answer(exact);
      const record = params.size ? undefined : item(path);
      return record ? HttpResponse.json(record) : notRecorded(`GET ${withQuery(path, params)}`);
    }),
    http.post(url('*'), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const { path } = target(request);
      const sent = await body(request);
      const list = find(`GET ${path}`)?.body;
      const template = Array.isArray(list) ? (list[0] as Row | undefined) : undefined;
      const row = {
        ...(template ? { ...template, ...known(sent, template) } : sent),
        id: `00000000-0000-7000-9000-${(++lastId).toString(16).padStart(12, '0')}`,
      };
      added.set(path, [row, ...(added.get(path) ?? [])]);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.patch(url('*'), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const { path } = target(request);
      // An update answers the list's shape (a student's record is richer than its list item).
      const before = listRow(path) ?? item(path);
      const sent = await body(request);
      const merged = before ? { ...before, ...known(sent, before) } : sent;
      updated.set(split(path).id, merged);
      return HttpResponse.json(merged);
    }),
    http.put(url('*'), async ({ request }) =>
      signedIn(request) ? HttpResponse.json(await body(request)) : unauthorized(),
    ),
    http.delete(url('*'), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      removed.add(split(target(request).path).id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
