import * as v from 'valibot';

/** One validation problem as the server answers it and the forms show it. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Valibot issues -> `{ path, message }` with dot paths ('address.zipCode', 'matrix.0.workload');
 * an issue about the whole value has path ''.
 */
export function flattenIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/** The first message of each path, e.g. to put server issues on form fields. */
export function firstIssueByPath(issues: readonly FieldIssue[]): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of issues) if (!(issue.path in byPath)) byPath[issue.path] = issue.message;
  return byPath;
}

/** Parses `input` with `schema`: the output, or the flattened issues. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; issues: FieldIssue[] } {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, issues: flattenIssues(result.issues) };
}
