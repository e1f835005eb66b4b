import { type FieldIssue, firstIssueByPath, toasts } from '@lousa/domain';

/**
 * Any answer outside 200–299, and a request that never got an answer (status 0: 'Sem conexão
 * com o servidor.', for a save '… Seus dados continuam no formulário.'). `message` is the
 * server's pt-BR `message`, or 'Aconteceu um erro inesperado' when it sent none.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly issues: FieldIssue[];
  /** The answer's whole JSON body, for a call whose refusal says more than `message` and `issues`. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string = toasts.unexpectedError,
    issues: FieldIssue[] = [],
    body?: unknown,
  ) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.body = body;
  }

  /** The field issues as `{ 'address.zipCode': 'CEP inválido' }`, first message per field. */
  get fieldErrors(): Record<string, string> {
    return firstIssueByPath(this.issues);
  }
}

/**
 * An authorised call was not sent because the stored token is missing, undecodable or expired.
 * The user sees 'Sessão expirada'.
 */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor() {
    super(toasts.sessionExpired);
  }
}

/** Login or refresh produced a token the session cannot accept (expired or undecodable). */
export class SessionTokenError extends Error {
  override readonly name = 'SessionTokenError';
  /** Why the token was refused, e.g. the missing claim; `message` is what the user sees. */
  readonly reason: string;
  constructor(message: string, reason: string) {
    super(message);
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The pt-BR words to show for any error thrown by this package. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof SessionExpiredError) return error.message;
  if (error instanceof SessionTokenError) return error.message;
  return toasts.unexpectedError;
}
