import {
  type Enrollment,
  type ReportCard,
  reportCardSchema,
  type StudentListItem,
  serverMessages,
  studentReportCardPath,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hookHarness, recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { knownStudentOf } from '../../../test/recording/enrollments.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { getReportCard, useReportCard } from './get-report-card.ts';
import { refreshAfterGradesSaved } from './grades-keys.ts';

const server = setupMockServer();
recordedAndSignedIn(server);

/** The record stories' student and the year of their active enrolment, as recorded. */
const enrollments = recordedAnswer<Enrollment[]>('administrador', 'GET /enrollments');
const student = knownStudentOf(
  recordedAnswer<StudentListItem[]>('administrador', 'GET /students'),
  enrollments,
);
const year = enrollments.find(
  (enrollment) => enrollment.student.id === student.id && enrollment.status === 'ACTIVE',
)?.academicYear;
if (!year) throw new Error('the recorded student has no active enrolment');
const PATH = studentReportCardPath(student.id);
const recordedCard = () =>
  recordedAnswer<ReportCard>('administrador', `GET ${PATH}?academicYearId=${year.id}`);

describe('GET /students/<id>/report-card?academicYearId=', () => {
  it('asks for the student and the year and answers the recorded report card', async () => {
    const { client, sent } = createSpiedClient();
    const card = await getReportCard(client, student.id, year.id);
    expect(sent.at(-1)?.url.pathname).toBe(`/api/students/${student.id}/report-card`);
    expect(Object.fromEntries(sent.at(-1)?.url.searchParams ?? [])).toEqual({
      academicYearId: year.id,
    });
    expect(card).toEqual(v.parse(reportCardSchema, recordedCard()));
    expect(card.student.id).toBe(student.id);
    expect(card.academicYear).toEqual({ id: year.id, year: year.year });
  });

  it('useReportCard calls nothing until the student and the year are known', async () => {
    const { wrapper, sent } = hookHarness();
    const { result } = renderHook(
      () => ({
        noYear: useReportCard(student.id, undefined),
        noStudent: useReportCard('', year.id),
      }),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.noYear.fetchStatus).toBe('idle');
    expect(result.current.noStudent.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('a year without an enrolment is a 404 with the server’s message, not tried again', async () => {
    server.use(
      http.get(`${API}${PATH}`, () =>
        HttpResponse.json({ message: serverMessages.reportCardNotFound }, { status: 404 }),
      ),
    );
    const { wrapper, sent } = hookHarness();
    const { result } = renderHook(() => useReportCard(student.id, year.id), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 404,
      message: serverMessages.reportCardNotFound,
    });
    expect(sent).toHaveLength(1);
  });

  it('saving grades refreshes it (under the grades’ key)', async () => {
    const { wrapper, sent, queryClient } = hookHarness();
    const { result } = renderHook(() => useReportCard(student.id, year.id), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => refreshAfterGradesSaved(queryClient));
    await waitFor(() =>
      expect(sent.filter((r) => r.url.pathname.endsWith('/report-card'))).toHaveLength(2),
    );
  });
});
