/**
 * For stories on the recorded answers (`recordedStory`). The recording answers a create or an
 * update with a row of its list's shape and keeps only the plain values sent (names, numbers):
 * the references a form sends by id (a classroom's unit and course, an assignment's teacher and
 * component) keep the recorded row's, where the server answers and lists the ones sent, as
 * `{ id, name }`. `withReferences` hands the writes on to the recording and lays what the server
 * would hold for them over its answers and over the list's rows from then on.
 */
import type { StoryContext } from '@storybook/react-vite';
import { getResponse, HttpResponse, http, RequestHandler } from 'msw';
import { recordedStory } from './story-recorded';

type Body = Record<string, unknown>;

/** `{ id, name }` of the row of `list` whose id is `id`, if any. */
export const refOf = (list: readonly { id: string; name: string }[], id: unknown) => {
  const found = list.find((item) => item.id === id);
  return found ? { id: found.id, name: found.name } : undefined;
};

/** Keeps only the fields that hold a value (a reference not found is left out). */
export const defined = (fields: Record<string, unknown>): Body =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** The answer `response` with `body` in place of its own (its status and X-Total-Count kept). */
const answerWith = (response: Response, body: unknown) => {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(body as Body, { status: response.status, headers });
};

/**
 * Creates (POST `listUrl`) and updates (PATCH `itemUrl`) are answered by the handlers installed
 * before (the recording), then `fields(sent, method)` (what the server holds for what was sent)
 * is laid over that answer, and over the row of that id in every later answer of `listUrl`.
 */
export function withReferences(
  msw: StoryContext['msw'],
  urls: { list: string; item?: string },
  fields: (sent: Body, method: 'post' | 'patch') => Body,
) {
  const over = new Map<string, Body>();
  const laid = (row: unknown) =>
    row && typeof row === 'object' && 'id' in row
      ? { ...(row as Body), ...over.get(String((row as Body).id)) }
      : row;
  const handOn = (self: RequestHandler, request: Request) => {
    const all = msw.listHandlers();
    const before = all
      .slice(all.indexOf(self) + 1)
      .filter((item: unknown): item is RequestHandler => item instanceof RequestHandler);
    return getResponse(before, request);
  };
  const write = (method: 'post' | 'patch', url: string) => {
    const handler: RequestHandler = http[method](url, async ({ request }) => {
      const sent = (await request.clone().json()) as Body;
      const response = await handOn(handler, request);
      if (!response?.ok) return response;
      const row = (await response.clone().json()) as Body;
      const id = String(row.id);
      over.set(id, { ...over.get(id), ...defined(fields(sent, method)) });
      return answerWith(response, laid(row));
    });
    return handler;
  };
  const list: RequestHandler = http.get(urls.list, async ({ request }) => {
    const response = await handOn(list, request);
    if (!response?.ok || over.size === 0) return response;
    const rows = (await response.clone().json()) as unknown;
    return Array.isArray(rows) ? answerWith(response, rows.map(laid)) : response;
  });
  msw.use(list, write('post', urls.list), ...(urls.item ? [write('patch', urls.item)] : []));
}

/**
 * `recordedStory(as, options).beforeEach` from a meta's `beforeEach`, whose context is typed
 * with the component's args (the one `recordedStory` takes is a story's with any args).
 */
export function serveRecording(
  msw: StoryContext['msw'],
  ...story: Parameters<typeof recordedStory>
): void {
  recordedStory(...story).beforeEach({ msw } as unknown as StoryContext);
}
