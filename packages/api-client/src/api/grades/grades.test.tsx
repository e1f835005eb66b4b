import {
  assessmentSchema,
  assessmentsResource,
  gradeSheetSchema,
  reportCardItemSchema,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { fixtureRoster } from '../../mocks/fixture-grades.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { useCreateResource, useResourceList } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { getGradeSheet, useGradeSheet } from './get-grade-sheet.ts';
import { getReportCards, useReportCards } from './get-report-cards.ts';
import { type GradeSheetQuery, gradesKeys, refreshGrades } from './grades-keys.ts';
import { putGradeSheet, useSaveGradeSheet } from './save-grade-sheet.ts';

let db: FixtureDb;
const server = setupMockServer();

beforeEach(async () => {
  // More students than the default, so the assigned classes have several each.
  db = createFixtureDb(1, { studentCount: 180 });
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
  const count = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

/** A class and component with a teacher and at least two students, in the first term. */
function gradedClass(): GradeSheetQuery {
  const term = db.academicTerms[0];
  const assignment = db.teachingAssignments.find(
    (item) => fixtureRoster(db.enrollments, item.classroom.id).length >= 2,
  );
  if (!term || !assignment) throw new Error('no class with students');
  return {
    classroomId: assignment.classroom.id,
    curricularComponentId: assignment.curricularComponent.id,
    academicTermId: term.id,
  };
}

const assessmentsOf = (query: GradeSheetQuery) =>
  db.assessments.filter(
    (item) =>
      item.classroom.id === query.classroomId &&
      item.curricularComponent.id === query.curricularComponentId &&
      item.academicTerm.id === query.academicTermId,
  );

describe('grade fixtures', () => {
  it('give every assigned class assessments each term, their scores counted in `graded`', () => {
    expect(v.safeParse(v.array(assessmentSchema), db.assessments).success).toBe(true);
    for (const assignment of db.teachingAssignments) {
      for (const term of db.academicTerms) {
        const count = db.assessments.filter(
          (item) =>
            item.classroom.id === assignment.classroom.id &&
            item.curricularComponent.id === assignment.curricularComponent.id &&
            item.academicTerm.id === term.id,
        ).length;
        expect([2, 3]).toContain(count);
      }
    }
    for (const assessment of db.assessments) {
      const scores = db.grades.filter((grade) => grade.assessmentId === assessment.id);
      expect(scores).toHaveLength(assessment.graded);
      for (const { score } of scores) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(assessment.maxScore);
      }
    }
    expect(db.grades.length).toBeGreaterThan(100);
  });

  it('are the same for the same seed', () => {
    const again = createFixtureDb(1, { studentCount: 180 });
    expect(again.assessments).toEqual(db.assessments);
    expect(again.grades).toEqual(db.grades);
  });
});

describe('grade sheet', () => {
  it('GET /grades?classroomId=&curricularComponentId=&academicTermId= answers the grid', async () => {
    const { client, sent } = createSpiedClient();
    const query = gradedClass();
    const sheet = await getGradeSheet(client, query);
    const url = sent.at(-1)?.url;
    expect(url?.pathname).toBe('/api/grades');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual(query);
    expect(v.safeParse(gradeSheetSchema, sheet).success).toBe(true);
    const assessments = assessmentsOf(query);
    expect(sheet.assessments.map((item) => item.id).sort()).toEqual(
      assessments.map((item) => item.id).sort(),
    );
    const roster = fixtureRoster(db.enrollments, query.classroomId);
    expect(sheet.students.map((student) => [student.code, student.name])).toEqual(
      roster.map((student) => [student.code, student.name]),
    );
    const first = sheet.students[0];
    const assessment = assessments[0];
    if (!first || !assessment) throw new Error('empty grid');
    const stored = db.grades.find(
      (grade) => grade.assessmentId === assessment.id && grade.studentId === first.studentId,
    );
    expect(first.scores[assessment.id]).toBe(stored?.score ?? null);
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

  it('PUT /grades sends the changed cells only and answers the grid with them; null clears', async () => {
    const { client, sent } = createSpiedClient();
    const query = gradedClass();
    const before = await getGradeSheet(client, query);
    const [first, second] = before.students;
    const [assessment] = before.assessments;
    if (!first || !second || !assessment) throw new Error('empty grid');
    const body = {
      ...query,
      grades: [
        { assessmentId: assessment.id, studentId: first.studentId, score: 7.5 },
        { assessmentId: assessment.id, studentId: second.studentId, score: null },
      ],
    };
    const after = await putGradeSheet(client, body);
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body });
    expect(sent.at(-1)?.url.pathname).toBe('/api/grades');
    const scoreOf = (studentId: string) =>
      after.students.find((student) => student.studentId === studentId)?.scores[assessment.id];
    expect(scoreOf(first.studentId)).toBe(7.5);
    expect(scoreOf(second.studentId)).toBeNull();
    // The other cells are as they were, and a new GET answers the same.
    expect(after.students.slice(2)).toEqual(before.students.slice(2));
    expect(await getGradeSheet(client, query)).toEqual(after);
  });

  it('useSaveGradeSheet puts the answer in the grid’s query (no second GET) and refreshes the report cards and the assessments', async () => {
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
    // A cell with a score is cleared, an empty one gets one: `graded` follows.
    const score = student.scores[assessment.id] === null ? 4 : null;
    const graded = result.current.assessments.data?.items.find(
      (item) => item.id === assessment.id,
    )?.graded;
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
    await waitFor(() =>
      expect(
        result.current.assessments.data?.items.find((item) => item.id === assessment.id)?.graded,
      ).toBe((graded ?? 0) + (score === null ? -1 : 1)),
    );
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
    expect(v.safeParse(v.array(reportCardItemSchema), cards).success).toBe(true);
    const sheet = await getGradeSheet(client, query);
    expect(cards.map((card) => [card.student.name, card.average])).toEqual(
      sheet.students.map((student) => [student.name, student.average]),
    );
    expect(cards.every((card) => card.attendance !== null)).toBe(true);
  });
});

describe('assessments', () => {
  it('the list filters by class, component and term; a new one joins the grid after refreshGrades', async () => {
    const { wrapper, count, queryClient } = setup();
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
    const ids = assessmentsOf(query).map((item) => item.id);
    expect(result.current.list.data?.items.map((item) => item.id).sort()).toEqual(ids.sort());
    await act(async () => {
      await result.current.create.mutateAsync({
        ...query,
        title: 'Recuperação',
        date: db.academicTerms[0]?.endDate ?? '',
        weight: 1.5,
        maxScore: 10,
      });
    });
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(ids.length + 1));
    expect(result.current.list.data?.items.at(-1)).toMatchObject({
      title: 'Recuperação',
      weight: 1.5,
      graded: 0,
    });
    expect(count('GET', '/api/grades')).toBe(2);
    await waitFor(() =>
      expect(result.current.sheet.data?.assessments.map((item) => item.title)).toContain(
        'Recuperação',
      ),
    );
  });
});
