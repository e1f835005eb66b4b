import { serverMessages } from '@lousa/domain';
import { delay, HttpResponse, http } from 'msw';
import { DEFAULT_MOCK_BASE, mockUrl } from './handlers.ts';

/**
 * Per-story overrides: pass to `msw.use(...)` in a story's `beforeEach` (they take precedence
 * over the default handlers). Paths are relative to the API base, e.g. '/users'.
 */

export type MockMethod = 'get' | 'post';

/** The call never answers: the screen stays in its loading state. */
export function loadingForever(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** The list is empty. */
export function emptyList(path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http.get(mockUrl(path, baseUrl), () => HttpResponse.json([]));
}

/** 500 with the server's internal-error body. */
export function serverError(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), () =>
    HttpResponse.json({ message: serverMessages.internalError }, { status: 500 }),
  );
}

/** A list whose rows fail the entity schema: the client shows no rows (spec §5). */
export function malformedList(path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http.get(mockUrl(path, baseUrl), () =>
    HttpResponse.json([{ id: 1, unexpected: 'formato inesperado' }]),
  );
}

/** 401: the client logs out and goes to /sign-in. */
export function unauthorized(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), () =>
    HttpResponse.json({ message: serverMessages.unauthorized }, { status: 401 }),
  );
}
