import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { type GenericSchema, getDotPath, safeParseAsync } from 'valibot';

/**
 * react-hook-form's resolver for a domain form schema, reporting every issue the schema
 * reports. `@hookform/resolvers/valibot` parses with `abortPipeEarly`, which stops an object's
 * pipe at the first field issue: a cross-field check after it ('As senhas devem ser iguais!')
 * would only show once every other field is valid. The domain's fields stop at their own first
 * failing rule (`single`), so each field still shows one message: the first for its path.
 */
export function schemaResolver<TInput extends FieldValues, TOutput>(
  schema: GenericSchema<TInput, TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = Object.create(null);
    for (const issue of result.issues) {
      const path = getDotPath(issue);
      if (path && !errors[path]) errors[path] = { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
