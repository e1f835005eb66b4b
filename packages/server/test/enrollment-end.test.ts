import { type Enrollment, messages, serverMessages } from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, enrollments } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  TODAY as clock,
  DENIED,
  date,
  type Item,
  type Network,
  refuser,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Issue 28: an enrolment ends for a reason. PATCH /enrollments/<id> `{ status: 'ABANDONED' |
 * 'DECEASED', endDate }` ends an active enrolment on a day of its year, not before its start;
 * each refusal writes nothing; audited; the permission and unit scope of cancel. A student with
 * a death recorded is not enrolled again.
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let net: Network;
let secretaryA: TestClient;
let teacherA: TestClient;
let year2025: string;
const school = useSchool({ testing: { now: () => clock } });

/** The enrolments and the audit events: what a refusal must leave as it was. */
async function snapshot() {
  return {
    enrollments: await server.db.select().from(enrollments).orderBy(asc(enrollments.id)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}
const refused = refuser(snapshot);

const patch = (id: string, body: unknown, client = admin) =>
  client.request('PATCH', `/api/enrollments/${id}`, { json: body });

/** A new student enrolled from 2 March 2026 in a new class of unit A (or B). */
async function enrolled(unit: 'A' | 'B' = 'A') {
  const room = await build.classroom(
    unit === 'A' ? net.unitA : net.unitB,
    unit === 'A' ? net.courseA : net.courseB,
  );
  const student = await build.enrolledStudent(room.id, net.year, { from: '2026-03-02' });
  return { ...student, classroomId: room.id };
}

beforeAll(async () => {
  ({ server, admin, build } = school);
  net = await build.network();
  year2025 = (await build.year('2025')).id;
  secretaryA = (await build.signedUser('Helena', 'Secretaria Escolar', [net.unitA])).client;
  teacherA = (await build.signedUser('Paulo', 'Professor(a)', [net.unitA])).client;
}, 60_000);

describe('PATCH /enrollments/<id>: ABANDONED and DECEASED', () => {
  it.each([
    ['ABANDONED', '2026-05-20'],
    ['DECEASED', '2026-03-02'],
  ] as const)(
    '%s on %s: 200 the enrolment ended that day; the seat freed; audited',
    async (status, day) => {
      const { enrolmentId, classroomId } = await enrolled();
      const before = (await admin.get<Enrollment>(`/api/enrollments/${enrolmentId}`)).body;
      const answer = await patch(enrolmentId, { status, endDate: date(day) });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ ...before, status, endDate: date(day) });
      expect((await admin.get(`/api/enrollments/${enrolmentId}`)).body).toEqual(answer.body);
      const rooms = await admin.get<Item[]>(`/api/classrooms?academicYearId=${net.year}`);
      expect(rooms.body.find((room) => room.id === classroomId)).toMatchObject({ enrolled: 0 });
      const [, event] = await build.auditOf(enrolmentId);
      expect(event).toMatchObject({
        action: 'update',
        resource: 'enrollments',
        fields: ['status', 'endDate'],
        changes: {
          status: { before: 'ACTIVE', after: status },
          endDate: { before: null, after: day },
        },
      });
      // The list filters by the new statuses.
      const listed = await admin.get<Enrollment[]>(`/api/enrollments?status=${status}`);
      expect(listed.body.map((item) => item.id)).toContain(enrolmentId);
    },
  );

  it('DD/MM/AAAA is read as the day; the last day of the year is inside', async () => {
    const { enrolmentId } = await enrolled();
    const answer = await patch(enrolmentId, { status: 'ABANDONED', endDate: '15/12/2026' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ endDate: date('2026-12-15') });
  });

  it('409 once the enrolment is no longer active (any end); nothing written', async () => {
    const ended = await enrolled();
    expect(
      (await patch(ended.enrolmentId, { status: 'ABANDONED', endDate: date('2026-04-01') })).status,
    ).toBe(200);
    const cancelled = await enrolled();
    const cancel = await admin.post(`/api/enrollments/${cancelled.enrolmentId}/cancel`, {
      reason: 'Mudou de cidade',
    });
    expect(cancel.status).toBe(200);
    for (const id of [ended.enrolmentId, cancelled.enrolmentId]) {
      for (const status of ['ABANDONED', 'DECEASED']) {
        await refused(
          () => patch(id, { status, endDate: date('2026-05-01') }),
          409,
          serverMessages.enrollmentEndNotActive,
        );
      }
    }
    // Nor does an ended enrolment transfer, cancel or complete.
    await refused(
      () => admin.post(`/api/enrollments/${ended.enrolmentId}/complete`, {}),
      409,
      serverMessages.enrollmentNotActive,
    );
  });

  it('422 on endDate before the enrolment or outside its year; nothing written', async () => {
    const { enrolmentId } = await enrolled();
    const cases: [string, string][] = [
      ['2026-03-01', serverMessages.enrollmentDateBeforeStart],
      ['2025-06-01', serverMessages.enrollmentDateBeforeStart],
      ['2026-12-16', serverMessages.enrollmentDateOutsideYear],
      ['2027-03-01', serverMessages.enrollmentDateOutsideYear],
    ];
    for (const [day, message] of cases) {
      await refused(() => patch(enrolmentId, { status: 'DECEASED', endDate: date(day) }), 422, {
        message,
        issues: [{ path: 'endDate', message }],
      });
    }
  });

  it('400 without a date or with another status; nothing written', async () => {
    const { enrolmentId } = await enrolled();
    const bodies: [Body, { path: string; message: string }[]][] = [
      [{ status: 'ABANDONED' }, [{ path: 'endDate', message: messages.enrollmentEndDateRequired }]],
      [
        { status: 'ABANDONED', endDate: '' },
        [{ path: 'endDate', message: messages.enrollmentEndDateRequired }],
      ],
      [
        { status: 'CANCELLED', endDate: date('2026-05-01') },
        [{ path: 'status', message: messages.endStatusInvalid }],
      ],
      [{ endDate: date('2026-05-01') }, [{ path: 'status', message: messages.endStatusRequired }]],
      [
        { status: 'DECEASED', endDate: '31/02/2026' },
        [{ path: 'endDate', message: messages.dateInvalid }],
      ],
    ];
    for (const [body, issues] of bodies) {
      await refused(() => patch(enrolmentId, body), 400, {
        message: serverMessages.invalidBody,
        issues,
      });
    }
  });

  it('404 for an unknown or malformed id', async () => {
    const body = { status: 'ABANDONED', endDate: date('2026-05-01') };
    for (const id of [MISSING_ID, 'nao-e-uuid']) {
      await refused(() => patch(id, body), 404, serverMessages.enrollmentNotFound);
    }
  });

  it("the permission of cancel ('enrollments.write') and the unit scope", async () => {
    const ofA = await enrolled('A');
    const ofB = await enrolled('B');
    const body = { status: 'ABANDONED', endDate: date('2026-05-01') };
    await refused(() => patch(ofA.enrolmentId, body, teacherA), 403, DENIED);
    // Unit B's enrolment is not the unit A secretary's to read: 404, as cancel answers.
    await refused(
      () => patch(ofB.enrolmentId, body, secretaryA),
      404,
      serverMessages.enrollmentNotFound,
    );
    const answer = await patch(ofA.enrolmentId, body, secretaryA);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ABANDONED' });
  });
});

describe('a student with a death recorded', () => {
  it('is not enrolled again, in this year or another (422); an abandonment does not stop one', async () => {
    const deceased = await enrolled();
    const answer = await patch(deceased.enrolmentId, {
      status: 'DECEASED',
      endDate: date('2026-04-10'),
    });
    expect(answer.status, answer.text).toBe(200);
    const room2026 = (await build.classroom(net.unitA, net.courseA)).id;
    const room2025 = (await build.classroom(net.unitA, net.courseA, { academicYearId: year2025 }))
      .id;
    for (const [classroomId, academicYearId, day] of [
      [room2026, net.year, '2026-05-01'],
      [room2025, year2025, '2025-05-01'],
    ] as const) {
      await refused(
        () =>
          admin.post('/api/enrollments', {
            studentId: deceased.id,
            classroomId,
            academicYearId,
            date: date(day),
          }),
        422,
        {
          message: serverMessages.studentDeceased,
          issues: [{ path: 'studentId', message: serverMessages.studentDeceased }],
        },
      );
    }
    const left = await enrolled();
    expect(
      (await patch(left.enrolmentId, { status: 'ABANDONED', endDate: date('2026-04-10') })).status,
    ).toBe(200);
    const again = await admin.post<Item>('/api/enrollments', {
      studentId: left.id,
      classroomId: room2026,
      academicYearId: net.year,
      date: date('2026-05-01'),
    });
    expect(again.status, again.text).toBe(201);
    const rows = await server.db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(eq(enrollments.studentId, left.id))
      .orderBy(asc(enrollments.date));
    expect(rows.map((row) => row.status)).toEqual(['ABANDONED', 'ACTIVE']);
  });
});
