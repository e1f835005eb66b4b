import { type FieldIssue, serverMessages, TOTAL_COUNT_HEADER } from '@lousa/domain';
import { delay, HttpResponse, http } from 'msw';
import { DEFAULT_MOCK_BASE, errorResponse, mockUrl } from './mock-http.ts';

/**
 * Per-story overrides: pass to `msw.use(...)` in a story's `beforeEach` (they take precedence
 * over the default handlers). Paths are relative to the API base, e.g. '/users'; a path with
 * an id uses an MSW parameter, e.g. `conflict('delete', '/teaching-modalities/:id', message)`.
 * The fixture handlers keep no rules, so every error answer a story needs is set here.
 */

export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The call never answers: the screen stays in its loading state. */
export function loadingForever(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** The list is empty (any page, any search). */
export function emptyList(path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http.get(mockUrl(path, baseUrl), () =>
    HttpResponse.json([], { headers: { [TOTAL_COUNT_HEADER]: '0' } }),
  );
}

/** 500 with the server's internal-error body. */
export function serverError(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), () =>
    errorResponse(500, serverMessages.internalError),
  );
}

/**
 * The first `times` calls answer 500, the later ones go on to the fixture handlers: a list that
 * fails (its retry included) and loads on 'Tentar novamente'.
 */
export function serverErrorTimes(
  method: MockMethod,
  path: string,
  times: number,
  baseUrl = DEFAULT_MOCK_BASE,
) {
  let failed = 0;
  return http[method](mockUrl(path, baseUrl), () => {
    if (failed >= times) return undefined;
    failed += 1;
    return errorResponse(500, serverMessages.internalError);
  });
}

/** No answer at all (the server is down, the network is gone): fetch itself fails. */
export function networkError(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), () => HttpResponse.error());
}

/** 400 with field issues, as the server answers a body its schema refuses. */
export function badRequest(
  method: MockMethod,
  path: string,
  issues: FieldIssue[],
  baseUrl = DEFAULT_MOCK_BASE,
) {
  return http[method](mockUrl(path, baseUrl), () =>
    errorResponse(400, serverMessages.invalidBody, issues),
  );
}

/** 409: a duplicate, or a delete of a record others use (the message names them). */
export function conflict(
  method: MockMethod,
  path: string,
  message: string,
  baseUrl = DEFAULT_MOCK_BASE,
) {
  return http[method](mockUrl(path, baseUrl), () => errorResponse(409, message));
}

/** A refusal (`status`) about one body field: the message is that field's issue. */
function refusalOnField(status: 409 | 422) {
  return (
    method: MockMethod,
    path: string,
    field: string,
    message: string,
    baseUrl = DEFAULT_MOCK_BASE,
  ) =>
    http[method](mockUrl(path, baseUrl), () =>
      errorResponse(status, message, [{ path: field, message }]),
    );
}

/** 409 about one body field, as the server answers a taken CPF: the message is that field's issue. */
export const conflictOnField = refusalOnField(409);

/** 422: the body names a record that does not exist (or does not fit, e.g. a course of another unit). */
export function unprocessable(
  method: MockMethod,
  path: string,
  message: string,
  baseUrl = DEFAULT_MOCK_BASE,
) {
  return http[method](mockUrl(path, baseUrl), () => errorResponse(422, message));
}

/**
 * 422 about one body field, as the server answers a rule of that field (a unit role without a
 * unit: 'schoolUnitIds'): the message is that field's issue.
 */
export const unprocessableOnField = refusalOnField(422);

/** 404: the record is gone (message: the resource's `notFound`, else the generic one). */
export function notFound(
  method: MockMethod,
  path: string,
  message: string = serverMessages.notFound,
  baseUrl = DEFAULT_MOCK_BASE,
) {
  return http[method](mockUrl(path, baseUrl), () => errorResponse(404, message));
}

/** A list whose rows fail the entity schema: the client shows no rows (spec §5). */
export function malformedList(path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http.get(mockUrl(path, baseUrl), () =>
    HttpResponse.json([{ id: 1, unexpected: 'formato inesperado' }], {
      headers: { [TOTAL_COUNT_HEADER]: '1' },
    }),
  );
}

/** 403: the signed-in user's role does not allow the call ('Você não tem permissão para esta ação.'). */
export function forbidden(
  method: MockMethod,
  path: string,
  message: string = serverMessages.permissionDenied,
  baseUrl = DEFAULT_MOCK_BASE,
) {
  return http[method](mockUrl(path, baseUrl), () => errorResponse(403, message));
}

/** 401: the client logs out and goes to /sign-in. */
export function unauthorized(method: MockMethod, path: string, baseUrl = DEFAULT_MOCK_BASE) {
  return http[method](mockUrl(path, baseUrl), () =>
    errorResponse(401, serverMessages.unauthorized),
  );
}
