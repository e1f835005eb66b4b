import {
  type Course,
  courseEvaluationRulePath,
  type EvaluationRule,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { hookHarness, recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, setupMockServer } from '../../../test/msw.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { getEvaluationRule, useEvaluationRule, useSaveEvaluationRule } from './evaluation-rule.ts';

const server = setupMockServer();

/** The demo's first course, whose rule the recording has. */
const course = recordedAnswer<Course[]>('administrador', 'GET /courses')[0] as Course;
const path = courseEvaluationRulePath(course.id);
const recordedRule = recordedAnswer<EvaluationRule>('administrador', `GET ${path}`);
const refusal = (status: number, message: string) =>
  HttpResponse.json({ message }, { status, headers: { 'content-type': 'application/json' } });

recordedAndSignedIn(server);

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  return { ...spied, wrapper };
}

describe("a course's 'Regra de Avaliação'", () => {
  it('reads the recorded rule', async () => {
    const { client } = setup();
    await expect(getEvaluationRule(client, course.id)).resolves.toEqual(recordedRule);
  });

  it("is null while the course has none (the server's 404 for that)", async () => {
    server.use(
      http.get(`${API}${path}`, () => refusal(404, serverMessages.evaluationRuleNotFound)),
    );
    const { client } = setup();
    await expect(getEvaluationRule(client, course.id)).resolves.toBeNull();
  });

  it('an unknown course is an error, not a course without a rule', async () => {
    server.use(http.get(`${API}${path}`, () => refusal(404, serverMessages.courseNotFound)));
    const { client } = setup();
    await expect(getEvaluationRule(client, course.id)).rejects.toMatchObject({
      status: 404,
      message: serverMessages.courseNotFound,
    });
  });

  it('saving sends the rule and what is read afterwards is the saved one, without a new call', async () => {
    const { wrapper, sent } = setup();
    const read = renderHook(() => useEvaluationRule(course.id), { wrapper });
    await waitFor(() => expect(read.result.current.data).toEqual(recordedRule));
    const save = renderHook(() => useSaveEvaluationRule(course.id), { wrapper });
    const next: EvaluationRule = { ...recordedRule, passMark: 7, decimals: 2 };
    await act(() => save.result.current.mutateAsync(next));
    expect(sent.filter((request) => request.method === 'PUT').map((r) => r.body)).toEqual([next]);
    await waitFor(() => expect(read.result.current.data).toEqual(next));
    expect(sent.filter((request) => request.method === 'GET')).toHaveLength(1);
  });
});
