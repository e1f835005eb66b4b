import type { FieldIssue } from '@lousa/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer `{ message, issues? }` with a pt-BR message, thrown from handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): { message: string; issues?: FieldIssue[] } {
    return this.issues ? { message: this.message, issues: this.issues } : { message: this.message };
  }
}

/** The SQLSTATE of a database error (PGlite and postgres-js), through drizzle's wrapper. */
export function sqlState(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint_name ?? candidate.constraint;
      return typeof constraint === 'string'
        ? { code: candidate.code, constraint }
        : { code: candidate.code };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A line for the log that never carries data: error names, SQLSTATE and stack frames only
 * (driver messages can quote parameters, i.e. CPFs or password hashes).
 */
export function describeForLog(error: unknown): string {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof Error) names.push(current.name);
    current = (current as { cause?: unknown }).cause;
  }
  const state = sqlState(error);
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .slice(0, 8)
          .join('\n')
      : '';
  return `${names.join(' <- ') || typeof error}${state ? ` [SQLSTATE ${state.code}]` : ''}\n${frames}`;
}
