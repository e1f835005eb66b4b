import {
  classroomCopySchema,
  classroomsCopyLabel,
  classroomsCopyPath,
  classroomsResource,
  serverMessages,
} from '@lousa/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import { inCallerUnits } from '../auth/class-scope.ts';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { academicYears, classrooms, fold, schoolUnits } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { classroomsSpec } from './classrooms.ts';

/** The Hono path of `classroomsCopyPath`. */
const PATH = classroomsCopyPath(':id');

const yearNotFound = () => new ApiError(404, serverMessages.academicYearNotFound);

/** The year's name (`2026`), locked until the transaction ends (one copy into it at a time). */
async function lockedYear(tx: Database, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ year: academicYears.year })
    .from(academicYears)
    .where(eq(academicYears.id, id))
    .for('update');
  return row?.year;
}

/**
 * POST /academic-years/<toId>/classrooms/copy `{ fromAcademicYearId, schoolUnitId? }` (issue 28;
 * classrooms' write permission, 'registries.write') → 201 `{ created, skipped }`: for each class
 * of the source year, a class of the path's year with the same name, shift, unit, course, grade
 * level and capacity — not its teachers nor its enrolments, which are per year. A class of the
 * target year with the same name (accents and case aside) in the same unit is already there:
 * skipped, so running it again creates nothing twice.
 *
 * Which units: `schoolUnitId`, else every unit of the network for a network-wide user, else the
 * caller's units; a unit outside the caller's units is 403 (the server decides, as for a
 * classroom's own writes). 404 for an unknown year (either), 422 for the same year on both
 * sides and for an unknown unit. One transaction, which locks the target year's row (two copies
 * into one year go one after the other); one audit event with the counts.
 */
export function mountClassroomsCopy(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  app.post(PATH, requirePermission(classroomsSpec.permission.write), async (c) => {
    const toId = (c.req.param('id') ?? '').toLowerCase();
    if (!isUuid(toId)) throw yearNotFound();
    const body = await parseBody(c, classroomCopySchema);
    const fromId = body.fromAcademicYearId.toLowerCase();
    const unitId = body.schoolUnitId?.toLowerCase();
    const access = accessOf(c);
    if (unitId !== undefined && !inCallerUnits(access, unitId)) {
      throw new ApiError(403, serverMessages.outsideSchoolUnits);
    }
    const units =
      unitId !== undefined ? [unitId] : access.networkWide ? undefined : [...access.schoolUnitIds];
    if (units?.length === 0) throw new ApiError(403, serverMessages.outsideSchoolUnits);
    const origin = auditOrigin(c);
    const now = deps.now();
    const result = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const toYear = await lockedYear(txDb, toId);
      if (toYear === undefined) throw yearNotFound();
      const [from] = await txDb
        .select({ year: academicYears.year })
        .from(academicYears)
        .where(eq(academicYears.id, fromId))
        .limit(1);
      if (!from) throw yearNotFound();
      if (fromId === toId) {
        throw unprocessable(serverMessages.classroomCopySameYear, 'fromAcademicYearId');
      }
      if (unitId !== undefined) {
        const [unit] = await txDb
          .select({ id: schoolUnits.id })
          .from(schoolUnits)
          .where(eq(schoolUnits.id, unitId))
          .limit(1);
        if (!unit) throw unprocessable(serverMessages.schoolUnitNotFound, 'schoolUnitId');
      }
      const ofUnits: SQL | undefined =
        units === undefined ? undefined : inArray(classrooms.schoolUnitId, units);
      const source = await txDb
        .select({
          name: classrooms.name,
          key: fold(classrooms.name),
          shift: classrooms.shift,
          schoolUnitId: classrooms.schoolUnitId,
          courseId: classrooms.courseId,
          gradeLevelId: classrooms.gradeLevelId,
          capacity: classrooms.capacity,
        })
        .from(classrooms)
        .where(and(eq(classrooms.academicYearId, fromId), ofUnits))
        .orderBy(classrooms.schoolUnitId, classrooms.name, classrooms.id);
      const existing = await txDb
        .select({ key: fold(classrooms.name), schoolUnitId: classrooms.schoolUnitId })
        .from(classrooms)
        .where(and(eq(classrooms.academicYearId, toId), ofUnits));
      const taken = new Set(existing.map((row) => `${row.schoolUnitId}\u0000${row.key}`));
      const rows: (typeof classrooms.$inferInsert)[] = [];
      for (const { key, ...room } of source) {
        const name = `${room.schoolUnitId}\u0000${key}`;
        if (taken.has(name)) continue;
        taken.add(name);
        rows.push({ id: newId(), ...room, academicYearId: toId });
      }
      if (rows.length > 0) await txDb.insert(classrooms).values(rows);
      const counts = { created: rows.length, skipped: source.length - rows.length };
      await writeAudit(
        txDb,
        origin,
        {
          action: 'create',
          resource: classroomsResource.key,
          resourceId: toId,
          label: classroomsCopyLabel(from.year, toYear),
          fields: ['fromAcademicYearId', ...(unitId ? ['schoolUnitId'] : [])],
          changes: {
            created: { before: null, after: counts.created },
            skipped: { before: null, after: counts.skipped },
          },
        },
        now,
      );
      return counts;
    });
    return c.json(result, 201);
  });
  app.all(PATH, methodNotAllowed('POST'));
}
