import {
  type Course,
  courseEvaluationRulePath,
  type EvaluationRule,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { getEvaluationRule, useEvaluationRule, useSaveEvaluationRule } from './evaluation-rule.ts';

const server = setupMockServer();

/** The demo's first course, whose rule the recording has. */
const course = recordedAnswer<Course[]>('administrador', 'GET /courses')[0] as Course;
const path = courseEvaluationRulePath(course.id);
const recordedRule = recordedAnswer<EvaluationRule>('administrador', `GET ${path}`);
const refusal = (status: number, message: string) =>
  HttpResponse.json({ message }, { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
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
