import { serverMessages } from '@lousa/domain';
import type { Context } from 'hono';
import { ApiError, sqlState } from './errors.ts';

/** 405 for a known path called with another method. */
export function methodNotAllowed(allow: string) {
  return (c: Context) => {
    c.header('Allow', allow);
    return c.json({ message: serverMessages.methodNotAllowed }, 405);
  };
}

/** The message as the issue of each body field it concerns, so a form shows it beside them. */
const besideFields = (message: string, fields?: string | readonly string[]) =>
  fields === undefined
    ? undefined
    : (typeof fields === 'string' ? [fields] : fields).map((path) => ({ path, message }));

/** 422 with a pt-BR message (a referenced record does not exist, a value out of its range). */
export const unprocessable = (message: string, fields?: string | readonly string[]) =>
  new ApiError(422, message, besideFields(message, fields));

/** 409 with a pt-BR message (a unique value is taken, the record is in use). */
export const conflict = (message: string, fields?: string | readonly string[]) =>
  new ApiError(409, message, besideFields(message, fields));

/**
 * Turns a unique violation raised by the database (a concurrent duplicate that passed the
 * pre-check) into the 409 of its constraint; rethrows anything else.
 */
export function rethrowUnique(
  error: unknown,
  byConstraint: Record<string, string | { message: string; field: string }>,
): never {
  const state = sqlState(error);
  const rule = state?.code === '23505' && state.constraint ? byConstraint[state.constraint] : null;
  if (typeof rule === 'string') throw conflict(rule);
  if (rule) throw conflict(rule.message, rule.field);
  throw error;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
