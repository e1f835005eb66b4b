import {
  courseEvaluationRulePath,
  coursesResource,
  type EvaluationRule,
  evaluationRuleEntitySchema,
  serverMessages,
} from '@lousa/domain';
import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import { isApiError } from '../../errors.ts';
import type { HttpClient } from '../../http.ts';
import type { ApiQueryKey } from '../../query-keys.ts';
import type { MutationConfig, QueryConfig } from '../types.ts';

/** A course's rule sits under the courses' key: editing or deleting a course refreshes it. */
export const evaluationRuleKey = (courseId: string): ApiQueryKey => [
  coursesResource.key,
  'evaluation-rule',
  courseId,
];

/**
 * GET /courses/<id>/evaluation-rule: the course's 'Regra de Avaliação', or null while it has
 * none (the server's 404 'Este curso ainda não tem…'; any other refusal is an error).
 */
export async function getEvaluationRule(
  http: HttpClient,
  courseId: string,
  signal?: AbortSignal,
): Promise<EvaluationRule | null> {
  try {
    return await http.get(courseEvaluationRulePath(courseId), evaluationRuleEntitySchema, {
      signal,
    });
  } catch (error) {
    // A course that does not exist is 404 too, with the course's own message: an error.
    if (isApiError(error) && error.message === serverMessages.evaluationRuleNotFound) return null;
    throw error;
  }
}

/** No call at all until a course is chosen. */
export function getEvaluationRuleQueryOptions(http: HttpClient, courseId: string | undefined) {
  return queryOptions({
    queryKey: evaluationRuleKey(courseId ?? ''),
    queryFn: courseId ? ({ signal }) => getEvaluationRule(http, courseId, signal) : skipToken,
  });
}

/** The rule of the course whose 'Regra de Avaliação' dialog is open. */
export function useEvaluationRule(
  courseId: string | undefined,
  queryConfig?: QueryConfig<EvaluationRule | null>,
) {
  const client = useApiClient();
  return useQuery({ ...getEvaluationRuleQueryOptions(client, courseId), ...queryConfig });
}

/**
 * PUT /courses/<id>/evaluation-rule (`evaluationRuleSchema`) → 200 the rule: sets or replaces
 * the course's rule. 422 names the field of each refusal; 404 for an unknown course.
 */
export function putEvaluationRule(
  http: HttpClient,
  courseId: string,
  body: EvaluationRule,
): Promise<EvaluationRule> {
  return http.put(courseEvaluationRulePath(courseId), body, evaluationRuleEntitySchema);
}

/** Saves a course's rule; what was read of it (and of the course's results) is read again. */
export function useSaveEvaluationRule(
  courseId: string,
  config: MutationConfig<EvaluationRule, EvaluationRule> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: EvaluationRule) => putEvaluationRule(client, courseId, body),
    onSuccess: async (...args) => {
      queryClient.setQueryData(evaluationRuleKey(courseId), args[0]);
      await config.onSuccess?.(...args);
    },
  });
}
