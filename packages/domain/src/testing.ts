/** Helpers for the domain's own tests (pure, no test-runner import). */
import * as v from 'valibot';
import { firstIssueByPath, flattenIssues } from './issues.ts';

/** The first message per dot path, or {} when `input` is valid. */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : firstIssueByPath(flattenIssues(result.issues));
}

/** The output of a valid `input`; throws with the issues otherwise. */
export function outputOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(JSON.stringify(flattenIssues(result.issues)));
  return result.output;
}
