import {
  type Assessment,
  assessmentsResource,
  type GradeSheet,
  gradeSheetSchema,
  gradesPath,
  reportCardItemSchema,
  reportCardsPath,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { hookHarness } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { findRecordedCall, recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { useCreateResource, useResourceList } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { getGradeSheet, useGradeSheet } from './get-grade-sheet.ts';
import { getReportCards, useReportCards } from './get-report-cards.ts';
import { type GradeSheetQuery, gradesKeys, refreshGrades } from './grades-keys.ts';
import { putGradeSheet, useSaveGradeSheet } from './save-grade-sheet.ts';

const server = setupMockServer();

/**
 * The class the recording graded: the teacher's first class and component in the term of the
 * recording's day (the recorded GET /grades of pedagogy.json).
 */
function gradedClass(): GradeSheetQuery {
  const classes = recordedAnswer<
    { classroom: { id: string }; curricularComponent: { id: string } }[]
  >('professor', 'GET /me/classes');
  const [first] = classes;
  for (const termId of recordedAnswer<{ id: string }[]>('administrador', 'GET /academic-terms').map(
    (term) => term.id,
  )) {
    const query = {
      classroomId: first!.classroom.id,
      curricularComponentId: first!.curricularComponent.id,
      academicTermId: termId,
    };
    if (findRecordedCall('professor', `GET ${gradesPath}?${new URLSearchParams({ ...query })}`))
      return query;
  }
  throw new Error('the recording has no grade sheet');
}
const recordedSheet = (query: GradeSheetQuery) =>
  recordedAnswer<GradeSheet>('professor', `GET ${gradesPath}?${new URLSearchParams({ ...query })}`);
/** The teacher's recorded assessments, answered here for any filter (filtering is the server's). */
const assessmentList = () => {
  const rows = recordedAnswer<Assessment[]>('professor', `GET ${assessmentsResource.path}`);
  return http.get(`${API}${assessmentsResource.path}`, () =>
    HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } }),
  );
};

beforeEach(async () => {
  server.use(...recordedHandlers({ as: 'professor', baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const count = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

describe('grade sheet', () => {
  it('GET /grades?classroomId=&curricularComponentId=&academicTermId= answers the grid', async () => {
    const { client, sent } = createSpiedClient();
    const query = gradedClass();
    const sheet = await getGradeSheet(client, query);
    const url = sent.at(-1)?.url;
    expect(url?.pathname).toBe('/api/grades');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual(query);
    expect(sheet).toEqual(v.parse(gradeSheetSchema, recordedSheet(query)));
    expect(sheet.students.length).toBeGreaterThan(0);
  });

  it('useGradeSheet and useReportCards call nothing until the class, component and term are chosen', async () => {
    const { wrapper, sent } = setup();
    const { classroomId, curricularComponentId } = gradedClass();
    const { result } = renderHook(
      () => ({
        sheet: useGradeSheet({ classroomId, curricularComponentId, academicTermId: '' }),
        cards: useReportCards(undefined),
      }),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.sheet.fetchStatus).toBe('idle');
    expect(result.current.cards.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  /** The grid the server answers after `cells`: the recorded one with those scores. */
  function sheetWith(query: GradeSheetQuery, cells: { studentId: string; score: number | null }[]) {
    const sheet = recordedSheet(query);
    const assessment = sheet.assessments[0]!;
    for (const { studentId, score } of cells) {
      const student = sheet.students.find((item) => item.studentId === studentId);
      if (student) student.scores[assessment.id] = score;
    }
    return sheet;
  }

  it('PUT /grades sends the changed cells only and answers the grid with them', async () => {
    const { client, sent } = createSpiedClient();
    const query = gradedClass();
    const before = await getGradeSheet(client, query);
    const [first] = before.students;
    const [assessment] = before.assessments;
    if (!first || !assessment) throw new Error('empty grid');
    const cells = [{ studentId: first.studentId, score: 7.5 }];
    const answer = sheetWith(query, cells);
    server.use(http.put(`${API}${gradesPath}`, () => HttpResponse.json(answer)));
    const body = {
      ...query,
      grades: [{ assessmentId: assessment.id, studentId: first.studentId, score: 7.5 }],
    };
    const after = await putGradeSheet(client, body);
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body });
    expect(sent.at(-1)?.url.pathname).toBe('/api/grades');
    expect(after).toEqual(v.parse(gradeSheetSchema, answer));
  });

  it('useSaveGradeSheet puts the answer in the grid’s query (no second GET) and refreshes the report cards and the assessments', async () => {
    server.use(assessmentList());
    const { wrapper, count, queryClient } = setup();
    const query = gradedClass();
    const filters = { ...query };
    const { result } = renderHook(
      () => ({
        sheet: useGradeSheet(query),
        cards: useReportCards(query),
        assessments: useResourceList(assessmentsResource, { filters }),
        save: useSaveGradeSheet(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sheet.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.cards.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.assessments.isSuccess).toBe(true));
    const sheet = result.current.sheet.data;
    const student = sheet?.students[0];
    const assessment = sheet?.assessments[0];
    if (!student || !assessment) throw new Error('empty grid');
    const score = student.scores[assessment.id] === null ? 4 : null;
    server.use(
      http.put(`${API}${gradesPath}`, () =>
        HttpResponse.json(sheetWith(query, [{ studentId: student.studentId, score }])),
      ),
    );
    await act(async () => {
      await result.current.save.mutateAsync({
        ...query,
        grades: [{ assessmentId: assessment.id, studentId: student.studentId, score }],
      });
    });
    expect(count('PUT', '/api/grades')).toBe(1);
    expect(count('GET', '/api/grades')).toBe(1);
    expect(
      (queryClient.getQueryData(gradesKeys.sheet(query)) as typeof sheet)?.students.find(
        (item) => item.studentId === student.studentId,
      )?.scores[assessment.id],
    ).toBe(score);
    expect(count('GET', '/api/report-cards')).toBe(2);
    await waitFor(() => expect(count('GET', '/api/assessments')).toBe(2));
  });

  it('a refusal carries the server’s message and leaves the grid’s query as it was', async () => {
    const { wrapper, queryClient } = setup();
    const query = gradedClass();
    const { result } = renderHook(
      () => ({ sheet: useGradeSheet(query), save: useSaveGradeSheet() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sheet.isSuccess).toBe(true));
    const before = queryClient.getQueryData(gradesKeys.sheet(query));
    server.use(
      http.put(`${API}/grades`, () =>
        HttpResponse.json({ message: serverMessages.scoreAboveMax('10') }, { status: 400 }),
      ),
    );
    await act(async () => {
      await result.current.save.mutateAsync({ ...query, grades: [] }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.save.error).toMatchObject({
        status: 400,
        message: serverMessages.scoreAboveMax('10'),
      }),
    );
    expect(queryClient.getQueryData(gradesKeys.sheet(query))).toBe(before);
  });
});

describe('report cards', () => {
  it('GET /report-cards answers each active student’s average and attendance', async () => {
    const { client, sent } = createSpiedClient();
    const query = gradedClass();
    const cards = await getReportCards(client, query);
    expect(sent.at(-1)?.url.pathname).toBe('/api/report-cards');
    expect(Object.fromEntries(sent.at(-1)?.url.searchParams ?? [])).toEqual(query);
    expect(cards).toEqual(
      v.parse(
        v.array(reportCardItemSchema),
        recordedAnswer('professor', `GET ${reportCardsPath}?${new URLSearchParams({ ...query })}`),
      ),
    );
    const sheet = await getGradeSheet(client, query);
    expect(cards.map((card) => [card.student.name, card.average])).toEqual(
      sheet.students.map((student) => [student.name, student.average]),
    );
  });
});

describe('assessments', () => {
  it('a new assessment refreshes its list and the grid (refreshGrades)', async () => {
    server.use(assessmentList());
    const { wrapper, count, queryClient, sent } = setup();
    const query = gradedClass();
    const filters = { ...query };
    const { result } = renderHook(
      () => ({
        list: useResourceList(assessmentsResource, { filters }),
        sheet: useGradeSheet(query),
        create: useCreateResource(assessmentsResource, {
          onSuccess: () => refreshGrades(queryClient),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.sheet.isSuccess).toBe(true));
    // The list asks for the class, component and term.
    const listCall = sent.find(
      (request) => request.method === 'GET' && request.url.pathname === '/api/assessments',
    );
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toMatchObject(query);
    await act(async () => {
      await result.current.create.mutateAsync({
        ...query,
        title: 'Recuperação',
        date: '2026-04-10T00:00:00.000Z',
        weight: 1.5,
        maxScore: 10,
      });
    });
    await waitFor(() => expect(count('GET', '/api/assessments')).toBe(2));
    expect(count('GET', '/api/grades')).toBe(2);
  });
});
