import { type FieldIssue, serverMessages } from '@lousa/domain';
import { HttpResponse, type JsonBodyType } from 'msw';
import { checkAccessToken } from '../session/token.ts';

/** Where the handlers listen: any origin, then /api (what the app's client calls). */
export const DEFAULT_MOCK_BASE = '*/api';

export function mockUrl(path: string, baseUrl: string = DEFAULT_MOCK_BASE): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** An answer other than success, thrown inside a resolver wrapped by `handle`. */
export class MockHttpError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly issues?: FieldIssue[],
  ) {}
}

/** The server's error body: `{ message, issues? }`. */
export const errorResponse = (status: number, message: string, issues?: FieldIssue[]) =>
  HttpResponse.json(issues ? { message, issues } : { message }, { status });

/** The request's JSON body; a body that is not JSON is the server's 400 'invalid body'. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new MockHttpError(400, serverMessages.invalidBody);
  }
}

function requireBearer(request: Request): void {
  const match = /^Bearer +(.+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match || checkAccessToken(match[1]).status !== 'valid') {
    throw new MockHttpError(401, serverMessages.unauthorized);
  }
}

type Info = { request: Request; params: Record<string, string | readonly string[] | undefined> };
type Resolver = (info: Info) => JsonBodyType | Response | Promise<JsonBodyType | Response>;

/**
 * Wraps a resolver: a Bearer token that decodes and has not expired (unless public; the
 * fixtures cannot check signatures), errors as `{ message, issues? }`, 201 on create.
 */
export function handle(resolver: Resolver, { auth = true, created = false } = {}) {
  return async (info: Info) => {
    try {
      if (auth) requireBearer(info.request);
      const result = await resolver(info);
      if (result instanceof Response) return result;
      return HttpResponse.json(result, { status: created ? 201 : 200 });
    } catch (error) {
      if (error instanceof MockHttpError)
        return errorResponse(error.status, error.message, error.issues);
      throw error;
    }
  };
}
