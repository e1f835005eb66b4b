import {
  type AcademicCalendarSummary,
  academicCalendarsResource,
  schoolDayKinds,
} from '@lousa/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { requireReadPermission } from '../auth/permissions.ts';
import { schoolDays, schoolDayTypes } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, methodNotAllowed } from '../http/route-helpers.ts';
import { lessonDayType } from '../queries/attendance.ts';
import { readItem, readScope } from '../resources/routes.ts';
import { academicCalendarsSpec } from './academic-calendars.ts';

/**
 * GET /academic-calendars/<id>/summary (`academicCalendarSummaryPath`) → `{ lessonDays, schoolDays, byKind }`: the year's totals
 * a secretary checks against the law (LDB art. 24: 200 days). `lessonDays` counts the days whose
 * type's kind is a lesson day's (`lessonDayType`, the attendance's one rule), `schoolDays` every
 * day of the calendar, `byKind` each of the six kinds (0 when none). Read as GET
 * /academic-calendars/<id> is: its permission, its 404 for an unknown or malformed id.
 */
export function mountCalendarSummary(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  // The route's pattern: `academicCalendarSummaryPath` encodes what it is given (':id' too).
  const path = `${academicCalendarsResource.path}/:id/summary`;
  const read = requireReadPermission(academicCalendarsSpec.permission.read);
  app.get(path, read, async (c) => {
    const id = (c.req.param('id') ?? '').toLowerCase();
    const calendar = isUuid(id)
      ? await readItem(
          db,
          academicCalendarsSpec,
          id,
          { today: deps.today() },
          readScope(c, academicCalendarsSpec),
        )
      : null;
    if (calendar === null) throw new ApiError(404, academicCalendarsResource.notFound);
    const rows = await db
      .select({
        kind: schoolDayTypes.kind,
        days: count(),
        lesson: sql<boolean>`bool_and(${lessonDayType(schoolDayTypes.kind)})`,
      })
      .from(schoolDays)
      .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
      .where(eq(schoolDays.academicCalendarId, id))
      .groupBy(schoolDayTypes.kind);
    const summary: AcademicCalendarSummary = {
      lessonDays: 0,
      schoolDays: 0,
      byKind: Object.fromEntries(
        schoolDayKinds.map((kind) => [kind, 0]),
      ) as AcademicCalendarSummary['byKind'],
    };
    for (const row of rows) {
      const days = Number(row.days);
      summary.byKind[row.kind] = days;
      summary.schoolDays += days;
      if (row.lesson) summary.lessonDays += days;
    }
    return c.json(summary);
  });
  app.all(path, methodNotAllowed('GET'));
}
