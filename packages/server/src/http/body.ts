import { type FieldIssue, serverMessages, validate } from '@lousa/domain';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { ApiError } from './errors.ts';

/** Largest request body accepted (413 above it). */
export const MAX_BODY_BYTES = 100 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Whether a parsed JSON value holds a string with U+0000 (PostgreSQL text cannot store it). */
function hasNulCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Reads the JSON body: 415 when not JSON, 400 when malformed. */
export async function readJson(c: Context): Promise<unknown> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, serverMessages.unsupportedMediaType);
  }
  const text = await c.req.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, serverMessages.invalidBody);
  }
  if (hasNulCharacter(data)) throw new ApiError(400, serverMessages.invalidBody);
  return data;
}

/** 400 `{ message, issues }` with the schema's pt-BR messages. */
export function invalidInput(issues: FieldIssue[]): ApiError {
  return new ApiError(400, serverMessages.invalidBody, issues);
}

/** Reads the JSON body and parses it with a `@lousa/domain` form schema. */
export async function parseBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const data = await readJson(c);
  const result = validate(schema, data);
  if (!result.success) throw invalidInput(result.issues);
  return result.output;
}
