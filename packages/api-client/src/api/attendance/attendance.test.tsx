import {
  type AttendanceDay,
  type AttendanceSaveBody,
  type AttendanceSheet,
  attendanceDaySchema,
  attendancePath,
  attendanceSheetSchema,
  attendanceSheetsResource,
  myClassesPath,
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
import { recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { forbidden, unprocessable } from '../../mocks/scenarios.ts';
import { resourceKeys } from '../../query-keys.ts';
import { listResource } from '../../resources/calls.ts';
import { useResourceList } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { gradesKeys } from '../grades/grades-keys.ts';
import { attendanceKeys } from './attendance-keys.ts';
import { getAttendance, useAttendance } from './get-attendance.ts';
import { putAttendance, useSaveAttendance } from './save-attendance.ts';

const server = setupMockServer();

beforeEach(async () => {
  server.use(...recordedHandlers({ as: 'professor', baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const count = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

/** The day the recording has: the teacher's first class, today (2026-03-27, taken: all present). */
function recordedDayRef() {
  const [first] = recordedAnswer<
    { classroom: { id: string }; curricularComponent: { id: string } }[]
  >('professor', `GET ${myClassesPath}`);
  return {
    classroomId: first!.classroom.id,
    curricularComponentId: first!.curricularComponent.id,
    date: '2026-03-27',
  };
}
const recordedDay = () =>
  recordedAnswer<AttendanceDay>(
    'professor',
    `GET ${attendancePath}?${new URLSearchParams(recordedDayRef())}`,
  );
/** A body that marks the day's roster: the first absent, the second justified, others present. */
function bodyFor(studentIds: readonly string[]): AttendanceSaveBody {
  return {
    ...recordedDayRef(),
    students: studentIds.map((studentId, index) => ({
      studentId,
      isPresent: index > 1,
      justified: index === 1,
      justification: index === 1 ? 'Consulta médica' : null,
    })),
  } as AttendanceSaveBody;
}
/** The day as the server answers a save of `body` (its marks on the recorded roster). */
function savedDay(body: AttendanceSaveBody): AttendanceDay {
  const day = recordedDay();
  return {
    ...day,
    students: day.students.map((student) => {
      const mark = body.students.find((entry) => entry.studentId === student.studentId);
      return mark ? { ...student, ...mark } : student;
    }),
  };
}

describe('GET /attendance-sheets', () => {
  it('sends the class, component, status and page; answers the rows with the total', async () => {
    // Which rows a filter keeps is the server's rule: here, the answer it gives.
    const rows = recordedAnswer<AttendanceSheet[]>(
      'professor',
      `GET ${attendanceSheetsResource.path}`,
    ).slice(0, 5);
    server.use(
      http.get(`${API}${attendanceSheetsResource.path}`, () =>
        HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: '9' } }),
      ),
    );
    const { client, sent } = createSpiedClient();
    const { classroomId, curricularComponentId } = recordedDayRef();
    const filters = { classroomId, curricularComponentId, status: 'RECORDED' };
    const page = await listResource(client, attendanceSheetsResource, {
      page: 1,
      pageSize: 5,
      filters,
    });
    expect(Object.fromEntries(sent.at(-1)!.url.searchParams)).toMatchObject({
      ...filters,
      page: '1',
      pageSize: '5',
    });
    expect(page).toEqual({ items: v.parse(v.array(attendanceSheetSchema), rows), total: 9 });
    expect(page.items[0]).not.toHaveProperty('entries');
  });
});

describe('one day of attendance', () => {
  it('GET /attendance sends the class, component and day and answers its roster, coded by roll number', async () => {
    const { client, sent } = createSpiedClient();
    const day = await getAttendance(client, recordedDayRef());
    expect(sent.at(-1)?.url.pathname).toBe(`/api${attendancePath}`);
    expect(Object.fromEntries(sent.at(-1)!.url.searchParams)).toEqual(recordedDayRef());
    expect(day).toEqual(v.parse(attendanceDaySchema, recordedDay()));
    expect(day.students.map((student) => student.code)).toEqual(
      day.students.map((_, index) => String(index + 1).padStart(2, '0')),
    );
    // Roll numbers: alphabetical at the class's first lesson day, later arrivals appended (the
    // demo enrols a few students during the year): most of the roster is in name order.
    const names = day.students.map((student) => student.name);
    const out = names.findIndex(
      (name, index) => index > 0 && (names[index - 1] as string).localeCompare(name, 'pt-BR') > 0,
    );
    const fromStart = out === -1 ? names : names.slice(0, out);
    expect(fromStart.length).toBeGreaterThan(names.length / 2);
  });

  it('a day that is not a lesson day is the server’s 422, with its message', async () => {
    server.use(unprocessable('get', attendancePath, serverMessages.notALessonDay, API));
    const { client } = createSpiedClient();
    const error = await getAttendance(client, { ...recordedDayRef(), date: '2026-03-07' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 422, message: serverMessages.notALessonDay });
  });

  it('PUT /attendance sends the whole roster and answers the day', async () => {
    const { client, sent } = createSpiedClient();
    const before = await getAttendance(client, recordedDayRef());
    const body = bodyFor(before.students.map((student) => student.studentId));
    server.use(http.put(`${API}${attendancePath}`, () => HttpResponse.json(savedDay(body))));
    const saved = await putAttendance(client, body);
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body });
    expect(sent.at(-1)?.url.pathname).toBe(`/api${attendancePath}`);
    expect(saved).toEqual(v.parse(attendanceDaySchema, savedDay(body)));
  });
});

describe('hooks', () => {
  it('useAttendance calls nothing without a day', async () => {
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useAttendance(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('a save puts the answer in the day’s query and refreshes the list and the other days', async () => {
    const { wrapper, count, queryClient } = setup();
    const ref = recordedDayRef();
    const listQuery = { page: 1, pageSize: 10 };
    const { result } = renderHook(
      () => ({
        day: useAttendance(ref),
        list: useResourceList(attendanceSheetsResource, listQuery),
        save: useSaveAttendance(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.day.isSuccess && result.current.list.isSuccess).toBe(true),
    );
    // Another day of the class, the report cards, the class's results, a student's 'Boletim'
    // and a grade sheet seen before (not on screen).
    const other = { ...ref, date: '2026-03-26' };
    const reportCard = gradesKeys.reportCards({ ...ref, academicTermId: 'term' });
    const results = gradesKeys.results(ref.classroomId);
    const boletim = gradesKeys.reportCard('student', 'year');
    const gradeSheet = gradesKeys.sheet({ ...ref, academicTermId: 'term' });
    for (const key of [attendanceKeys.day(other), reportCard, results, boletim, gradeSheet]) {
      await queryClient.prefetchQuery({ queryKey: key, queryFn: () => Promise.resolve(null) });
    }
    const body = bodyFor(result.current.day.data!.students.map((student) => student.studentId));
    server.use(http.put(`${API}${attendancePath}`, () => HttpResponse.json(savedDay(body))));

    await act(async () => {
      await result.current.save.mutateAsync(body);
    });
    // The day shows the answer without asking again; the list is asked again.
    expect(result.current.day.data).toEqual(v.parse(attendanceDaySchema, savedDay(body)));
    expect(count('GET', `/api${attendancePath}`)).toBe(1);
    await waitFor(() => expect(count('GET', `/api${attendanceSheetsResource.path}`)).toBe(2));
    expect(queryClient.getQueryState(attendanceKeys.day(other))?.isInvalidated).toBe(true);
    for (const key of [reportCard, results, boletim]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    // Grades themselves do not change with attendance.
    expect(queryClient.getQueryState(gradeSheet)?.isInvalidated).toBe(false);
    expect(
      queryClient.getQueryState(resourceKeys(attendanceSheetsResource).list(listQuery))
        ?.isInvalidated,
    ).toBe(false);
  });

  it('a refusal (422, 403) keeps the day as it was and carries the server’s message', async () => {
    const { wrapper, count } = setup();
    const ref = recordedDayRef();
    const { result } = renderHook(() => ({ day: useAttendance(ref), save: useSaveAttendance() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.day.isSuccess).toBe(true));
    const before = result.current.day.data;
    const ids = before!.students.map((student) => student.studentId);
    for (const [scenario, status, message] of [
      [unprocessable, 422, serverMessages.attendanceStudentMissing],
      [forbidden, 403, serverMessages.attendanceCorrectionClosed(7)],
    ] as const) {
      server.use(scenario('put', attendancePath, message, API));
      await act(async () => {
        await result.current.save.mutateAsync(bodyFor(ids)).catch(() => undefined);
      });
      await waitFor(() => expect(result.current.save.error).toMatchObject({ status, message }));
    }
    expect(result.current.day.data).toBe(before);
    expect(count('GET', `/api${attendancePath}`)).toBe(1);
  });
});
