import {
  ATTENDANCE_SHEET_FILTERS,
  type AttendanceSaveBody,
  attendanceDaySchema,
  attendancePath,
  attendanceSheetSchema,
  attendanceSheetsResource,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { attendanceSheetList } from '../../mocks/attendance-handlers.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { type AttendanceSheetFixture, seatStudents } from '../../mocks/fixture-attendance.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { forbidden, unprocessable } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { resourceKeys } from '../../query-keys.ts';
import { listResource } from '../../resources/calls.ts';
import { useResourceList } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { gradesKeys } from '../grades/grades-keys.ts';
import { attendanceKeys } from './attendance-keys.ts';
import { getAttendance, useAttendance } from './get-attendance.ts';
import { putAttendance, useSaveAttendance } from './save-attendance.ts';

let db: FixtureDb;
const server = setupMockServer();

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
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
  const count = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

const dayRef = (sheet: AttendanceSheetFixture) => ({
  classroomId: sheet.classroom.id,
  curricularComponentId: sheet.curricularComponent.id,
  date: sheet.date.slice(0, 10),
});
/** The first class and component, with a roster of eight (the demo classrooms have one or two). */
function seated() {
  const [assignment] = db.teachingAssignments;
  seatStudents(db, assignment!.classroom.id, 8);
  const ofClass = db.attendanceSheets.filter(
    (sheet) =>
      sheet.classroom.id === assignment!.classroom.id &&
      sheet.curricularComponent.id === assignment!.curricularComponent.id,
  );
  return {
    pending: ofClass.find((sheet) => sheet.status === 'PENDING')!,
    recorded: ofClass.find((sheet) => sheet.status === 'RECORDED')!,
  };
}
const pending = () => seated().pending;
const recorded = () => seated().recorded;
/** A body that marks the day's roster: the first present, the second justified, others absent. */
function bodyFor(sheet: AttendanceSheetFixture, studentIds: readonly string[]): AttendanceSaveBody {
  return {
    classroomId: sheet.classroom.id,
    curricularComponentId: sheet.curricularComponent.id,
    date: sheet.date,
    students: studentIds.map((studentId, index) => ({
      studentId,
      isPresent: index === 0,
      justified: index === 1,
      justification: index === 1 ? 'Consulta médica' : null,
    })),
  };
}

describe('attendance fixtures', () => {
  it('every assigned class and component has its days, recorded ones first, the latest pending', () => {
    const sheets = db.attendanceSheets;
    expect(v.safeParse(v.array(attendanceSheetSchema), sheets).success).toBe(true);
    expect(sheets.length).toBe(db.teachingAssignments.length * 20);
    const dates = sheets.map((sheet) => sheet.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const sheet of sheets) {
      expect(new Date(sheet.date).getUTCDay()).not.toBe(0);
      expect(new Date(sheet.date).getUTCDay()).not.toBe(6);
      if (sheet.status === 'PENDING') {
        expect(sheet).toMatchObject({ launchDate: null, editableUntil: null, entries: [] });
      } else {
        expect(sheet.launchDate! >= sheet.date).toBe(true);
        expect(sheet.editableUntil! > sheet.launchDate!).toBe(true);
      }
    }
    expect(sheets.filter((sheet) => sheet.status === 'RECORDED').length).toBeGreaterThan(
      sheets.length / 2,
    );
    expect(createFixtureDb().attendanceSheets).toEqual(sheets);
  });

  it('the list sorts by every sort key and filters by every filter', () => {
    expect(Object.keys(attendanceSheetList.sortValues).sort()).toEqual(
      [...attendanceSheetsResource.sortKeys].sort(),
    );
    expect(Object.keys(attendanceSheetList.filters ?? {}).sort()).toEqual(
      [...ATTENDANCE_SHEET_FILTERS].sort(),
    );
  });
});

describe('GET /attendance-sheets', () => {
  it('pages the rows of one class and component, by status, with the total', async () => {
    const { client, sent } = createSpiedClient();
    const [assignment] = db.teachingAssignments;
    const filters = {
      classroomId: assignment!.classroom.id,
      curricularComponentId: assignment!.curricularComponent.id,
      status: 'RECORDED',
    };
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
    const expected = db.attendanceSheets.filter(
      (sheet) =>
        sheet.classroom.id === filters.classroomId &&
        sheet.curricularComponent.id === filters.curricularComponentId &&
        sheet.status === 'RECORDED',
    );
    expect(page.total).toBe(expected.length);
    expect(page.items.map((item) => item.id)).toEqual(
      expected.slice(0, 5).map((sheet) => sheet.id),
    );
    expect(page.items[0]).not.toHaveProperty('entries');
  });
});

describe('one day of attendance', () => {
  it('GET /attendance sends the class, component and day and answers its roster, coded by name', async () => {
    const { client, sent } = createSpiedClient();
    const sheet = recorded();
    const day = await getAttendance(client, dayRef(sheet));
    expect(sent.at(-1)?.url.pathname).toBe(`/api${attendancePath}`);
    expect(Object.fromEntries(sent.at(-1)!.url.searchParams)).toEqual(dayRef(sheet));
    expect(v.safeParse(attendanceDaySchema, day).success).toBe(true);
    expect(day).toMatchObject({ status: 'RECORDED', launchDate: sheet.launchDate, canEdit: true });
    expect(day.students.map((student) => student.code)).toEqual(
      day.students.map((_, index) => String(index + 1).padStart(2, '0')),
    );
    const names = day.students.map((student) => student.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const student of day.students) {
      const mark = sheet.entries.find((entry) => entry.studentId === student.studentId)!;
      expect(student).toMatchObject({ isPresent: mark.isPresent, justified: mark.justified });
      expect(student.attendance).toBeGreaterThanOrEqual(0);
      expect(student.attendance).toBeLessThanOrEqual(100);
    }
  });

  it('a day that is not a lesson day is the server’s 422, with its message', async () => {
    const { client } = createSpiedClient();
    const error = await getAttendance(client, { ...dayRef(pending()), date: '2026-03-07' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 422, message: serverMessages.notALessonDay });
  });

  it('PUT /attendance sends the whole roster and answers the day, recorded with its launch date', async () => {
    const { client, sent } = createSpiedClient();
    const sheet = pending();
    const before = await getAttendance(client, dayRef(sheet));
    expect(before).toMatchObject({ status: 'PENDING', launchDate: null });
    expect(before.students.length).toBeGreaterThan(1);
    const body = bodyFor(
      sheet,
      before.students.map((student) => student.studentId),
    );
    const saved = await putAttendance(client, body);
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body });
    expect(sent.at(-1)?.url.pathname).toBe(`/api${attendancePath}`);
    expect(saved.status).toBe('RECORDED');
    expect(saved.launchDate).not.toBeNull();
    expect(
      saved.students.map(({ isPresent, justified, justification }) => ({
        isPresent,
        justified,
        justification,
      })),
    ).toEqual(
      body.students.map(({ isPresent, justified, justification }) => ({
        isPresent,
        justified,
        justification,
      })),
    );
    expect(await getAttendance(client, dayRef(sheet))).toEqual(saved);
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
    const sheet = pending();
    const other = db.attendanceSheets.find(
      (candidate) =>
        candidate.id !== sheet.id &&
        candidate.classroom.id === sheet.classroom.id &&
        candidate.status === 'RECORDED',
    )!;
    const listQuery = { page: 1, pageSize: 10, filters: { classroomId: sheet.classroom.id } };
    const { result } = renderHook(
      () => ({
        day: useAttendance(dayRef(sheet)),
        list: useResourceList(attendanceSheetsResource, listQuery),
        save: useSaveAttendance(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.day.isSuccess && result.current.list.isSuccess).toBe(true),
    );
    // Another day of the class, a report card and a grade sheet seen before (not on screen).
    const reportCard = gradesKeys.reportCards({
      classroomId: sheet.classroom.id,
      curricularComponentId: sheet.curricularComponent.id,
      academicTermId: 'term',
    });
    const gradeSheet = gradesKeys.sheet({
      classroomId: sheet.classroom.id,
      curricularComponentId: sheet.curricularComponent.id,
      academicTermId: 'term',
    });
    for (const key of [attendanceKeys.day(dayRef(other)), reportCard, gradeSheet]) {
      await queryClient.prefetchQuery({ queryKey: key, queryFn: () => Promise.resolve(null) });
    }
    const ids = result.current.day.data!.students.map((student) => student.studentId);
    expect(result.current.list.data?.items.find((item) => item.id === sheet.id)?.status).toBe(
      'PENDING',
    );

    await act(async () => {
      await result.current.save.mutateAsync(bodyFor(sheet, ids));
    });
    // The day shows the answer without asking again; the list is asked again and shows it recorded.
    expect(result.current.day.data?.status).toBe('RECORDED');
    expect(result.current.day.data?.students[0]?.isPresent).toBe(true);
    expect(count('GET', `/api${attendancePath}`)).toBe(1);
    expect(count('GET', `/api${attendanceSheetsResource.path}`)).toBe(2);
    await waitFor(() =>
      expect(result.current.list.data?.items.find((item) => item.id === sheet.id)?.status).toBe(
        'RECORDED',
      ),
    );
    expect(queryClient.getQueryState(attendanceKeys.day(dayRef(other)))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(reportCard)?.isInvalidated).toBe(true);
    // Grades themselves do not change with attendance.
    expect(queryClient.getQueryState(gradeSheet)?.isInvalidated).toBe(false);
    expect(
      queryClient.getQueryState(resourceKeys(attendanceSheetsResource).list(listQuery))
        ?.isInvalidated,
    ).toBe(false);
  });

  it('a refusal (422, 403) keeps the day as it was and carries the server’s message', async () => {
    const { wrapper, count } = setup();
    const sheet = pending();
    const { result } = renderHook(
      () => ({ day: useAttendance(dayRef(sheet)), save: useSaveAttendance() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.day.isSuccess).toBe(true));
    const ids = result.current.day.data!.students.map((student) => student.studentId);
    for (const [scenario, status, message] of [
      [unprocessable, 422, serverMessages.attendanceStudentMissing],
      [forbidden, 403, serverMessages.attendanceCorrectionClosed(7)],
    ] as const) {
      server.use(scenario('put', attendancePath, message, API));
      await act(async () => {
        await result.current.save.mutateAsync(bodyFor(sheet, ids)).catch(() => undefined);
      });
      await waitFor(() => expect(result.current.save.error).toMatchObject({ status, message }));
    }
    expect(result.current.day.data?.status).toBe('PENDING');
    expect(count('GET', `/api${attendancePath}`)).toBe(1);
    expect(sheet.status).toBe('PENDING');
  });
});
