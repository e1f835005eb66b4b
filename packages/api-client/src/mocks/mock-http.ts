import type { FieldIssue } from '@lousa/domain';
import { HttpResponse } from 'msw';

/** Where the handlers listen: any origin, then /api (what the app's client calls). */
export const DEFAULT_MOCK_BASE = '*/api';

export function mockUrl(path: string, baseUrl: string = DEFAULT_MOCK_BASE): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The server's error body: `{ message, issues? }`. */
export const errorResponse = (status: number, message: string, issues?: FieldIssue[]) =>
  HttpResponse.json(issues ? { message, issues } : { message }, { status });
