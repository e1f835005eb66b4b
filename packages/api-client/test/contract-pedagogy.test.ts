// @vitest-environment node
/**
 * The contract of the pedagogical calls (teaching, attendance, grades, lesson plans, activities,
 * enrolments) and of the declared resources `contract.test.ts` leaves out, on the real server
 * (`contract-setup.ts`): each call through the client, so its schemas parse the answer, as the
 * role that uses it — the administrator, or a teacher the administrator creates and assigns to a
 * class that has records (the demo's teachers cannot sign in).
 */
import {
  activitiesResource,
  assessmentsResource,
  attendanceSheetsResource,
  auditEventsResource,
  bnccStandardsResource,
  classroomsResource,
  type Enrollment,
  enrollmentsResource,
  eventsResource,
  guardianLookupResource,
  type ListResourceDefinition,
  lessonPlansResource,
  rolesResource,
  schoolDaysResource,
  serverMessages,
  studentsResource,
  usersResource,
} from '@lousa/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getAttendance } from '../src/api/attendance/get-attendance.ts';
import { putAttendance } from '../src/api/attendance/save-attendance.ts';
import { postBnccImport } from '../src/api/bncc/import-bncc.ts';
import { getCalendarEntries } from '../src/api/calendar/get-calendar-entries.ts';
import { postEnrollmentCancel } from '../src/api/enrollments/cancel-enrollment.ts';
import { postEnrollmentComplete } from '../src/api/enrollments/complete-enrollment.ts';
import { postEnrollment } from '../src/api/enrollments/create-enrollment.ts';
import { postEnrollmentTransfer } from '../src/api/enrollments/transfer-enrollment.ts';
import { getGradeSheet } from '../src/api/grades/get-grade-sheet.ts';
import { getReportCards } from '../src/api/grades/get-report-cards.ts';
import { putGradeSheet } from '../src/api/grades/save-grade-sheet.ts';
import { findGuardian } from '../src/api/students/find-guardian.ts';
import { postClassroomTeacher } from '../src/api/teaching/assign-teacher.ts';
import { getClassroomTeachers } from '../src/api/teaching/get-classroom-teachers.ts';
import { getMyClasses } from '../src/api/teaching/get-my-classes.ts';
import { getTeacherCandidates } from '../src/api/teaching/get-teacher-candidates.ts';
import { getUnitClasses } from '../src/api/teaching/get-unit-classes.ts';
import { deleteClassroomTeacher } from '../src/api/teaching/unassign-teacher.ts';
import type { ApiClient } from '../src/client.ts';
import {
  createResource,
  deleteResource,
  getResource,
  listAll,
  listResource,
  updateResource,
} from '../src/resources/calls.ts';
import { logout } from '../src/session/actions.ts';
import { type Credentials, targets, useContract } from './contract-setup.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const TEACHER = {
  login: 'professora.contrato@escola.gov.br',
  /** What the administrator sets; the teacher replaces it at the first sign-in. */
  firstPassword: 'Giz-provisorio-3',
  password: 'Giz-de-contrato-7',
  cpf: '39053344705',
};

/** The class the contract's teacher is given: a class and component with a recorded day. */
interface TeacherClass {
  classroomId: string;
  curricularComponentId: string;
  schoolUnitId: string;
  /** The latest recorded day of attendance of the class, `YYYY-MM-DD`. */
  date: string;
  /** The teacher's assignment there. */
  assignmentId: string;
  teacherId: string;
}

/** Every declared resource `contract.test.ts` does not list: each answers rows its schema parses. */
const moreLists: [string, ListResourceDefinition<{ id: string }, string>][] = [
  ['roles', rolesResource],
  ['enrolments', enrollmentsResource],
  ['BNCC standards', bnccStandardsResource],
  ['lesson plans', lessonPlansResource],
  ['pedagogical activities', activitiesResource],
  ['assessments', assessmentsResource],
  ['calendar events', eventsResource],
  ['audit events', auditEventsResource],
  ['attendance sheets', attendanceSheetsResource],
] as never;

// The pedagogy's flows write (a teacher created, assigned, her day saved, read back): only the
// real server holds what they write. The recorded fixtures are that server's answers, kept fresh
// by recorded-fixtures.test, and contract.test holds their shape to the schemas.
describe.each(targets.filter((target) => target.rules))(
  'pedagogy contract with $name',
  (target) => {
    const contract = useContract(target);
    const teacher: Credentials = { login: TEACHER.login, password: TEACHER.password };
    let given: TeacherClass;

    /**
     * As the administrator: the latest recorded day of attendance, a new teacher of its unit, who
     * takes over that class and component from the teacher it had (unassign, then assign).
     */
    beforeAll(async () => {
      const client = contract.newClient();
      await contract.signIn(contract.admin, client);
      const {
        items: [sheet],
      } = await listResource(client, attendanceSheetsResource, {
        page: 1,
        pageSize: 1,
        filters: { status: 'RECORDED' },
      });
      if (!sheet) throw new Error('no recorded day of attendance');
      const classroom = await getResource(client, classroomsResource, sheet.classroom.id);
      const roles = await listAll(client, rolesResource);
      const user = await createResource(client, usersResource, {
        cpf: TEACHER.cpf,
        email: TEACHER.login,
        firstName: 'Paula',
        lastName: 'Contrato',
        password: TEACHER.firstPassword,
        roleId: roles.find((role) => role.name === 'Professor(a)')?.id ?? null,
        schoolUnitIds: [classroom.schoolUnit.id],
      });
      const before = await getClassroomTeachers(client, classroom.id);
      const taken = before.find(
        (row) => row.curricularComponent.id === sheet.curricularComponent.id,
      );
      if (taken) await deleteClassroomTeacher(client, classroom.id, taken.id);
      const { id } = await postClassroomTeacher(client, classroom.id, {
        userId: user.id,
        curricularComponentId: sheet.curricularComponent.id,
      });
      given = {
        classroomId: classroom.id,
        curricularComponentId: sheet.curricularComponent.id,
        schoolUnitId: classroom.schoolUnit.id,
        date: sheet.date.slice(0, 10),
        assignmentId: id,
        teacherId: user.id,
      };
      logout();
      // A user created by an administrator chooses their own password at the first sign-in.
      const own = contract.newClient();
      await contract.signIn({ login: TEACHER.login, password: TEACHER.firstPassword }, own);
      await own.changePassword({
        currentPassword: TEACHER.firstPassword,
        newPassword: TEACHER.password,
      });
      logout();
    }, 30_000);

    const client = () => contract.client;
    const asAdmin = () => contract.signIn();
    const asTeacher = () => contract.signIn(teacher);
    /** The given class as GET /me/classes and /me/unit-classes list it. */
    const givenClass = () =>
      expect.objectContaining({
        classroom: expect.objectContaining({ id: given.classroomId }),
        curricularComponent: expect.objectContaining({ id: given.curricularComponentId }),
        schoolUnit: expect.objectContaining({ id: given.schoolUnitId }),
      });
    const dayOf = () => ({
      classroomId: given.classroomId,
      curricularComponentId: given.curricularComponentId,
      date: given.date,
    });

    it.each(moreLists)('the list of %s answers rows that pass the schema', async (_, def) => {
      await asAdmin();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const rows = await listAll(client(), def);
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
      expect(rows.length).toBeGreaterThan(0);
    });

    it('teaching: the classroom’s teachers hold the assignment; candidates and unit classes the teacher', async () => {
      await asAdmin();
      const teachers = await getClassroomTeachers(client(), given.classroomId);
      expect(teachers).toContainEqual({
        id: given.assignmentId,
        teacher: { id: given.teacherId, name: 'Paula Contrato' },
        curricularComponent: expect.objectContaining({ id: given.curricularComponentId }),
      });
      const candidates = await getTeacherCandidates(client(), given.classroomId);
      expect(candidates).toContainEqual({ id: given.teacherId, name: 'Paula Contrato' });
      expect(await getUnitClasses(client())).toContainEqual(givenClass());
      await expect(getClassroomTeachers(client(), MISSING)).rejects.toMatchObject({
        status: 404,
        message: classroomsResource.notFound,
      });
    });

    it('teaching: an assignment made reads back; removed, it is gone and a second removal is 404', async () => {
      await asAdmin();
      const [free] = (await getUnitClasses(client())).filter(
        (row) =>
          row.classroom.id === given.classroomId &&
          row.curricularComponent.id !== given.curricularComponentId,
      );
      const assigned = await getClassroomTeachers(client(), given.classroomId);
      const current = assigned.find(
        (row) => row.curricularComponent.id === free?.curricularComponent.id,
      );
      if (current) await deleteClassroomTeacher(client(), given.classroomId, current.id);
      const { id } = await postClassroomTeacher(client(), given.classroomId, {
        userId: given.teacherId,
        curricularComponentId: free!.curricularComponent.id,
      });
      expect(
        (await getClassroomTeachers(client(), given.classroomId)).map((row) => row.id),
      ).toContain(id);
      await deleteClassroomTeacher(client(), given.classroomId, id);
      expect(
        (await getClassroomTeachers(client(), given.classroomId)).map((row) => row.id),
      ).not.toContain(id);
      await expect(deleteClassroomTeacher(client(), given.classroomId, id)).rejects.toMatchObject({
        status: 404,
        message: serverMessages.assignmentNotFound,
      });
    });

    it('/me/classes: the teacher’s class, with its unit', async () => {
      await asTeacher();
      expect(await getMyClasses(client())).toContainEqual(givenClass());
    });

    it('attendance: the teacher reads the day, saves a change, and reads it back', async () => {
      await asTeacher();
      const sheets = await listResource(client(), attendanceSheetsResource, {
        page: 1,
        filters: {
          classroomId: given.classroomId,
          curricularComponentId: given.curricularComponentId,
        },
      });
      expect(sheets.items.map((sheet) => sheet.date.slice(0, 10))).toContain(given.date);

      const day = await getAttendance(client(), dayOf());
      expect(day).toMatchObject({ status: 'RECORDED', classroom: { id: given.classroomId } });
      expect(day.students.length).toBeGreaterThan(0);
      const [first] = day.students;
      const students = day.students.map(({ studentId, isPresent, justified, justification }) =>
        studentId === first!.studentId
          ? { studentId, isPresent: !isPresent, justified: false, justification: null }
          : { studentId, isPresent, justified, justification },
      );
      const saved = await putAttendance(client(), {
        ...dayOf(),
        date: `${given.date}T00:00:00.000Z`,
        students,
      });
      const mark = (answer: typeof day) =>
        answer.students.find((student) => student.studentId === first!.studentId)?.isPresent;
      expect(mark(saved)).toBe(!first!.isPresent);
      expect(mark(await getAttendance(client(), dayOf()))).toBe(!first!.isPresent);

      await expect(
        getAttendance(client(), { ...dayOf(), classroomId: MISSING }),
      ).rejects.toMatchObject({ status: 404, message: classroomsResource.notFound });
    });

    it('grades: an assessment created is a column of the grid; a score saved reads back; the report card agrees', async () => {
      await asTeacher();
      const [existing] = await listAll(client(), assessmentsResource);
      const ofClass = await listResource(client(), assessmentsResource, {
        page: 1,
        filters: {
          classroomId: given.classroomId,
          curricularComponentId: given.curricularComponentId,
        },
      });
      const term = (ofClass.items[0] ?? existing)!.academicTerm;
      const query = {
        classroomId: given.classroomId,
        curricularComponentId: given.curricularComponentId,
        academicTermId: term.id,
      };
      const assessment = await createResource(client(), assessmentsResource, {
        ...query,
        title: 'Prova de Contrato',
        date: (await getGradeSheet(client(), query)).assessments[0]?.date ?? ofClass.items[0]!.date,
        weight: 1,
        maxScore: 10,
      });
      expect(assessment).toMatchObject({ title: 'Prova de Contrato', graded: 0 });
      const sheet = await getGradeSheet(client(), query);
      expect(sheet.assessments.map((column) => column.id)).toContain(assessment.id);
      const [student] = sheet.students;
      const saved = await putGradeSheet(client(), {
        ...query,
        grades: [{ assessmentId: assessment.id, studentId: student!.studentId, score: 7.5 }],
      });
      const scoreOf = (grid: typeof sheet) =>
        grid.students.find((row) => row.studentId === student!.studentId)?.scores[assessment.id];
      expect(scoreOf(saved)).toBe(7.5);
      const again = await getGradeSheet(client(), query);
      expect(scoreOf(again)).toBe(7.5);
      const cards = await getReportCards(client(), query);
      expect(cards.map((card) => card.student.id).sort()).toEqual(
        again.students.map((row) => row.studentId).sort(),
      );
      expect(cards.find((card) => card.student.id === student!.studentId)?.average).toBe(
        again.students.find((row) => row.studentId === student!.studentId)?.average,
      );

      const renamed = await updateResource(client(), assessmentsResource, assessment.id, {
        title: 'Prova Renomeada',
      });
      expect(renamed).toMatchObject({ id: assessment.id, title: 'Prova Renomeada', graded: 1 });
      await deleteResource(client(), assessmentsResource, assessment.id);
      await expect(getResource(client(), assessmentsResource, assessment.id)).rejects.toMatchObject(
        {
          status: 404,
          message: assessmentsResource.notFound,
        },
      );
      await expect(
        getGradeSheet(client(), { ...query, classroomId: MISSING }),
      ).rejects.toMatchObject({ status: 404, message: classroomsResource.notFound });
    });

    it.each([
      [
        'lesson plan',
        lessonPlansResource,
        {
          title: 'Plano de Contrato',
          theme: 'Leitura',
          bnccStandards: ['EF01LP01'],
          learningObject: 'Leitura de nomes',
          generalObjective: 'Ler os nomes da turma.',
          references: null,
        },
      ],
      [
        'pedagogical activity',
        activitiesResource,
        { title: 'Atividade de Contrato', description: 'Leitura em roda.' },
      ],
    ] as const)(
      'a %s: the teacher creates, reads, renames and deletes it',
      async (_, def, fields) => {
        await asTeacher();
        const body = {
          ...fields,
          classroomId: given.classroomId,
          curricularComponentId: given.curricularComponentId,
          date: `${given.date}T00:00:00.000Z`,
        };
        const resource = def as typeof activitiesResource;
        const created = await createResource(client(), resource, body as never);
        expect(created).toMatchObject({
          title: fields.title,
          classroom: { id: given.classroomId },
          curricularComponent: { id: given.curricularComponentId },
        });
        await expect(getResource(client(), resource, created.id)).resolves.toEqual(created);
        const renamed = await updateResource(client(), resource, created.id, {
          ...body,
          title: `${fields.title} (revisado)`,
        } as never);
        expect(renamed).toMatchObject({ id: created.id, title: `${fields.title} (revisado)` });
        await deleteResource(client(), resource, created.id);
        await expect(getResource(client(), resource, created.id)).rejects.toMatchObject({
          status: 404,
          message: resource.notFound,
        });
      },
    );

    it('enrolments: transfer, cancel, enrol again and complete, each read back', async () => {
      await asAdmin();
      const {
        items: [enrolment],
      } = await listResource(client(), enrollmentsResource, {
        page: 1,
        filters: { status: 'ACTIVE' },
      });
      // A classroom of the enrolment's year: a transfer stays in its year (422 otherwise).
      const classrooms = await listAll(client(), classroomsResource, undefined, {
        academicYearId: enrolment!.academicYear.id,
      });
      const other = classrooms.find(
        (row) =>
          row.schoolUnit.id === enrolment!.schoolUnit.id && row.id !== enrolment!.classroom.id,
      );
      const read = (id: string) =>
        getResource(client(), enrollmentsResource, id) as Promise<Enrollment>;
      const moved = await postEnrollmentTransfer(client(), enrolment!.id, {
        classroomId: other!.id,
        date: enrolment!.date,
      });
      expect(await read(enrolment!.id)).toMatchObject({ status: 'TRANSFERRED' });
      expect(await read(moved.id)).toMatchObject({
        status: 'ACTIVE',
        classroom: { id: other!.id },
        student: enrolment!.student,
      });
      await postEnrollmentCancel(client(), moved.id, { reason: 'Mudou-se de cidade.' });
      expect(await read(moved.id)).toMatchObject({
        status: 'CANCELLED',
        cancelReason: 'Mudou-se de cidade.',
      });
      const again = await postEnrollment(client(), {
        studentId: enrolment!.student.id,
        classroomId: enrolment!.classroom.id,
        academicYearId: enrolment!.academicYear.id,
        date: enrolment!.date,
      });
      expect(await read(again.id)).toMatchObject({ status: 'ACTIVE', student: enrolment!.student });
      await postEnrollmentComplete(client(), again.id);
      expect(await read(again.id)).toMatchObject({ status: 'COMPLETED' });
      await expect(postEnrollmentComplete(client(), MISSING)).rejects.toMatchObject({
        status: 404,
        message: enrollmentsResource.notFound,
      });
    });

    it('a student’s record; its guardian found by CPF; an unknown CPF is 404', async () => {
      await asAdmin();
      const students = await listAll(client(), studentsResource);
      const records = await Promise.all(
        students.slice(0, 5).map((student) => client().getStudentRecord(student.id)),
      );
      const record = records.find((candidate) => candidate.guardian?.cpf);
      expect(record).toBeDefined();
      const guardian = record!.guardian!;
      await expect(findGuardian(client(), guardian.cpf!)).resolves.toMatchObject({
        id: guardian.id,
        name: guardian.name,
      });
      await expect(findGuardian(client(), '11144477735')).rejects.toMatchObject({
        status: 404,
        message: guardianLookupResource.notFound,
      });
    });

    it('the calendar between two days holds its school days; an event added is among them', async () => {
      await asAdmin();
      const [day] = await listAll(client(), schoolDaysResource);
      const from = day!.date.slice(0, 10);
      const event = await createResource(client(), eventsResource, {
        title: 'Evento de Contrato',
        date: day!.date,
        type: 'DIA_LETIVO',
      });
      const entries = await getCalendarEntries(client(), { from, to: from });
      expect(entries.length).toBeGreaterThan(1);
      expect(JSON.stringify(entries)).toContain('Evento de Contrato');
      await deleteResource(client(), eventsResource, event.id);
      await expect(getResource(client(), eventsResource, event.id)).rejects.toMatchObject({
        status: 404,
        message: eventsResource.notFound,
      });
    });

    it('BNCC import: a preview writes nothing; the import adds the line; then the code exists', async () => {
      await asAdmin();
      const csv = [
        'codigo;descricao;objeto_conhecimento;componente;ano',
        'EF09CT99;Código de contrato;Contrato;Ciências;9º',
      ].join('\n');
      const codes = async () =>
        (await listAll(client(), bnccStandardsResource)).map((standard) => standard.code);
      const preview = await postBnccImport(client(), { csv, dryRun: true });
      expect(preview).toMatchObject({ dryRun: true, existing: [] });
      expect(preview.added.map((standard) => standard.code)).toEqual(['EF09CT99']);
      expect(await codes()).not.toContain('EF09CT99');
      await expect(postBnccImport(client(), { csv, dryRun: false })).resolves.toMatchObject({
        dryRun: false,
      });
      expect(await codes()).toContain('EF09CT99');
      await expect(postBnccImport(client(), { csv, dryRun: true })).resolves.toMatchObject({
        added: [],
        existing: ['EF09CT99'],
      });
    });

    // Who may call what is the server's rule: the fixtures answer every signed-in caller.
    const forbidden: [string, (client: ApiClient) => Promise<unknown>, string?][] = [
      ['GET /me/unit-classes', (api) => getUnitClasses(api)],
      [
        'GET /classrooms/<id>/teacher-candidates',
        (api) => getTeacherCandidates(api, given.classroomId),
      ],
      ['GET /audit-events', (api) => listAll(api, auditEventsResource)],
      [
        'POST /classrooms/<id>/teachers',
        (api) =>
          postClassroomTeacher(api, given.classroomId, {
            userId: given.teacherId,
            curricularComponentId: given.curricularComponentId,
          }),
      ],
    ];
    if (target.rules) {
      it.each(forbidden)('403 for the teacher: %s', async (_, call) => {
        await asTeacher();
        await expect(call(client())).rejects.toMatchObject({ status: 403 });
      });
    }
  },
);
