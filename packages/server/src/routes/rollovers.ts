import {
  rolloverMessages,
  rolloverPreviewPath,
  rolloverPreviewSchema,
  rolloverSchema,
  rolloversPath,
  serverMessages,
  validate,
} from '@lousa/domain';
import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import { auditOrigin } from '../audit/audit.ts';
import { enrollmentAudit } from '../audit/enrollments.ts';
import type { Access } from '../auth/access.ts';
import { inCallerUnits } from '../auth/class-scope.ts';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import { schoolUnits } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { admitEnrolment, enrolActive } from '../queries/enrollments.ts';
import {
  activeIn,
  classroomsOf,
  closedResults,
  courseLadder,
  namesOf,
  nextLevel,
  propose,
  targetClasses,
  yearOf,
} from '../queries/rollovers.ts';

/*
 * 'Rematrícula' in one flow (issue 28; decision 0034; the SQL: queries/rollovers.ts):
 *
 *   POST /rollovers/preview { fromAcademicYearId, toAcademicYearId, classroomIds?, schoolUnitId? }
 *        → 200 [{ student, fromClassroom, result, gradeLevel, classroom, reason? }]
 *   POST /rollovers { toAcademicYearId, date, items: [{ studentId, classroomId }] }
 *        → 201 { created, skipped: [{ studentId, reason }] }
 *
 * Who: whoever enrols students — 'enrollments.write' (the unit's secretary and director, the
 * administrator; a teacher 403) — within their units: a unit or a class outside them is 403, as
 * enrolling into it is. A body the schemas refuse is 422 with each field's pt-BR message; an
 * unknown year 404 (as the copy of classes); the same year on both sides 422.
 *
 * The preview writes nothing. Its students: those of the closed classes of the source year named
 * in `classroomIds` (each must be of that year, of `schoolUnitId` when given, and closed: 422
 * otherwise), else of `schoolUnitId`, else of every unit of the caller (network-wide: all), where
 * a class still open is left out — with the result stored when the class was closed; a student
 * whose enrolment ended transferred, cancelled, abandoned or deceased is not proposed. Per
 * student, the grade level the result leads to and a class of the target year at that level with
 * a free seat (`propose`), else no class and the reason.
 *
 * The rollover enrols each line from `date` (within the target year: 422) in ONE transaction,
 * each by the rules of a new enrolment (`admitEnrolment`, as POST /enrollments), each audited as
 * an enrolment's creation. A line refused for a state of the student or class — already enrolled
 * in that year (so running it again creates nothing twice), a full class (never over capacity),
 * a closed class, a death recorded — is skipped with the message; any other refusal (an unknown
 * student or class, a class of another year, outside the caller's units) refuses the whole
 * request, nothing written, the message beside `items.<n>.<field>`. The target year's row is
 * locked (FOR NO KEY UPDATE): two rollovers into one year go one after the other, while single
 * enrolments go on.
 */

/** The body parsed by `schema`, or 422 `{ message, issues }` with the fields' pt-BR messages. */
async function bodyOf<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const parsed = validate(schema, await readJson(c));
  if (!parsed.success) {
    throw new ApiError(422, parsed.issues[0]?.message ?? serverMessages.invalidBody, parsed.issues);
  }
  return parsed.output;
}

const yearNotFound = () => new ApiError(404, serverMessages.academicYearNotFound);
const outsideUnits = () => new ApiError(403, serverMessages.outsideSchoolUnits);

/** The units the caller works in (undefined: every unit, for a network-wide user). */
const reach = (access: Access) => (access.networkWide ? undefined : [...access.schoolUnitIds]);

/**
 * Which classes the preview reads: the named ones, checked (see the top of this file), else the
 * units — `schoolUnitId` (in the caller's units: 403; existing: 422), else the caller's.
 */
async function previewScope(
  db: Database,
  access: Access,
  fromId: string,
  body: { classroomIds?: string[]; schoolUnitId?: string },
): Promise<{ classroomIds?: string[]; units?: string[] }> {
  const unitId = body.schoolUnitId?.toLowerCase();
  if (unitId !== undefined) {
    if (!inCallerUnits(access, unitId)) throw outsideUnits();
    if (!(await exists(db, schoolUnits, unitId))) {
      throw unprocessable(serverMessages.schoolUnitNotFound, 'schoolUnitId');
    }
  }
  const ids = body.classroomIds ?? [];
  if (ids.length > 0) {
    const rows = new Map((await classroomsOf(db, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      const room = rows.get(id);
      if (!room) throw unprocessable(serverMessages.classroomNotFound, 'classroomIds');
      if (!inCallerUnits(access, room.schoolUnitId)) throw outsideUnits();
      const wrong =
        room.academicYearId !== fromId
          ? rolloverMessages.classroomOtherYear(room.name)
          : unitId !== undefined && room.schoolUnitId !== unitId
            ? rolloverMessages.classroomOtherUnit(room.name)
            : room.closedAt === null
              ? rolloverMessages.classroomOpen(room.name)
              : null;
      if (wrong) throw unprocessable(wrong, 'classroomIds');
    }
    return { classroomIds: ids };
  }
  const units = unitId !== undefined ? [unitId] : reach(access);
  if (units?.length === 0) throw outsideUnits();
  return units ? { units } : {};
}

/** The rollover routes (see the top of this file). */
export function mountRollovers(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const write = requirePermission('enrollments.write');

  app.post(rolloverPreviewPath, write, async (c) => {
    const body = await bodyOf(c, rolloverPreviewSchema);
    const fromId = body.fromAcademicYearId.toLowerCase();
    const toId = body.toAcademicYearId.toLowerCase();
    const access = accessOf(c);
    const proposals = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const from = await yearOf(txDb, fromId);
      const to = await yearOf(txDb, toId);
      if (!from || !to) throw yearNotFound();
      if (fromId === toId) {
        throw unprocessable(serverMessages.classroomCopySameYear, 'fromAcademicYearId');
      }
      const scope = await previewScope(txDb, access, fromId, body);
      const sources = await closedResults(txDb, fromId, scope);
      const ladder = await courseLadder(txDb);
      const levelIds = new Set<string>();
      for (const source of sources) {
        const { level } = nextLevel(ladder, source.gradeLevelId, source.result);
        if (level) levelIds.add(level.id);
      }
      const targets = await targetClasses(txDb, toId, [...levelIds], reach(access));
      const enrolled = await activeIn(
        txDb,
        toId,
        sources.map((source) => source.student.id),
      );
      return propose(sources, ladder, targets, enrolled, to.year);
    });
    return c.json(proposals);
  });
  app.all(rolloverPreviewPath, methodNotAllowed('POST'));

  app.post(rolloversPath, write, async (c) => {
    const body = await bodyOf(c, rolloverSchema);
    const toId = body.toAcademicYearId.toLowerCase();
    const date = body.date.slice(0, 10);
    const access = accessOf(c);
    const inUnits = (unitId: string | null) => inCallerUnits(access, unitId);
    const origin = auditOrigin(c);
    const now = deps.now();
    const result = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const year = await yearOf(txDb, toId, true);
      if (!year) throw yearNotFound();
      if (date < year.startDate || date > year.endDate) {
        throw unprocessable(serverMessages.enrollmentDateOutsideYear, 'date');
      }
      // The names of each line's audit label ('Aluno — Turma'), read once for all the lines.
      const names = await namesOf(
        txDb,
        body.items.map((item) => item.studentId.toLowerCase()),
        body.items.map((item) => item.classroomId.toLowerCase()),
      );
      let created = 0;
      const skipped: { studentId: string; reason: string }[] = [];
      for (const [index, item] of body.items.entries()) {
        const studentId = item.studentId.toLowerCase();
        const classroomId = item.classroomId.toLowerCase();
        const admitted = await admitEnrolment(txDb, inUnits, {
          studentId,
          classroomId,
          academicYearId: toId,
          date,
        });
        const { refusal } = admitted;
        if (refusal?.state) {
          skipped.push({ studentId, reason: refusal.message });
          continue;
        }
        if (refusal) {
          const path = `items.${index}.${refusal.field}`;
          throw new ApiError(refusal.status, refusal.message, [{ path, message: refusal.message }]);
        }
        const id = newId();
        await enrolActive(txDb, {
          id,
          studentId,
          classroomId,
          schoolUnitId: admitted.classroom.schoolUnitId,
          academicYearId: toId,
          date,
        });
        const named = {
          student: { id: studentId, name: names.student.get(studentId) ?? '' },
          classroom: { id: classroomId, name: names.classroom.get(classroomId) ?? '' },
        };
        // Audited as POST /enrollments audits an enrolment, named 'Aluno — Turma'.
        await enrollmentAudit(async () => named)(
          txDb,
          origin,
          'create',
          id,
          ['studentId', 'classroomId', 'academicYearId', 'date'],
          now,
        );
        created += 1;
      }
      return { created, skipped };
    });
    return c.json(result, 201);
  });
  app.all(rolloversPath, methodNotAllowed('POST'));
}
