import {
  academicCalendarsResource,
  datesOnWeekdays,
  type SchoolDay,
  schoolDayBatchSchema,
  schoolDaysBatchPath,
  schoolDaysResource,
  schoolDayTypesResource,
  serverMessages,
} from '@lousa/domain';
import { and, eq, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { auditOrigin, writeAudits } from '../audit/audit.ts';
import { requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import { academicCalendars, fold, schoolDays, schoolDayTypes } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { shownDate, toApiDate, toDbDate } from '../http/dates.ts';
import { methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { checkSchoolDay, checkSchoolDayRange } from '../queries/calendar-rules.ts';
import { checkWriteScope } from '../resources/routes.ts';
import { type AnyResourceSpec, resourceSpec } from '../resources/spec.ts';

/**
 * School days (permission: read 'registries.read', write 'registries.write'): one per date of a
 * calendar, inside its academic year.
 */
export const schoolDaysSpec = resourceSpec({
  def: schoolDaysResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: schoolDays,
  select: (db: Database) =>
    db
      .select({
        id: schoolDays.id,
        date: schoolDays.date,
        type: {
          id: schoolDayTypes.id,
          description: schoolDayTypes.description,
          kind: schoolDayTypes.kind,
        },
        academicCalendar: { id: academicCalendars.id, title: academicCalendars.title },
      })
      .from(schoolDays)
      .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
      .innerJoin(academicCalendars, eq(academicCalendars.id, schoolDays.academicCalendarId))
      .$dynamic(),
  toItem: (row) => ({ ...row, date: toApiDate(row.date) }),
  search: (q) =>
    or(
      q.text(shownDate(schoolDays.date)),
      q.text(academicCalendars.title),
      q.text(schoolDayTypes.description),
    ),
  sort: {
    date: schoolDays.date,
    calendar: fold(academicCalendars.title),
    type: fold(schoolDayTypes.description),
  },
  toRow: (body) => ({
    date: toDbDate(body.date),
    academicCalendarId: body.academicCalendarId,
    typeId: body.typeId,
  }),
  toBody: (day) => ({
    date: day.date,
    academicCalendarId: day.academicCalendar.id,
    typeId: day.type.id ?? '',
  }),
  unique: [
    {
      constraint: 'school_days_calendar_date_unique',
      field: 'date',
      message: serverMessages.schoolDayTaken,
      where: (body) =>
        and(
          eq(schoolDays.academicCalendarId, body.academicCalendarId),
          eq(schoolDays.date, toDbDate(body.date)),
        ),
    },
  ],
  check: (tx, body) => checkSchoolDay(tx, body),
});

/**
 * POST /school-days/batch `{ academicCalendarId, typeId, from, to, weekdays }` → 201
 * `{ created, skipped }`: a school day of the type on every date of the range whose day of the
 * week is listed (0 = Sunday). Dates the calendar already has stay as they are and are counted
 * in `skipped` — also one that another write adds meanwhile: the insert skips what the unique
 * index `school_days_calendar_date_unique` already holds (ON CONFLICT DO NOTHING), never a 500.
 * Refused as POST /school-days refuses one day: the body (400, the domain's schema), who writes
 * (403), an unknown calendar or type (422, their 404 messages), an end of the range outside the
 * calendar's academic year (422 on `from`/`to`). One transaction; each day added has its own
 * 'create' event in the audit log, as when added alone.
 */
export function mountSchoolDaysBatch(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  app.post(schoolDaysBatchPath, requirePermission(schoolDaysSpec.permission.write), async (c) => {
    const body = await parseBody(c, schoolDayBatchSchema);
    checkWriteScope(c, schoolDaysSpec as unknown as AnyResourceSpec, body, true);
    if (!(await exists(db, academicCalendars, body.academicCalendarId))) {
      throw unprocessable(academicCalendarsResource.notFound);
    }
    if (!(await exists(db, schoolDayTypes, body.typeId))) {
      throw unprocessable(schoolDayTypesResource.notFound);
    }
    await checkSchoolDayRange(db, body);
    const dates = datesOnWeekdays(body.from, body.to, body.weekdays);
    const origin = auditOrigin(c);
    const now = deps.now();
    const created = await db.transaction(async (tx) => {
      if (dates.length === 0) return [];
      const txDb = tx as unknown as Database;
      const rows = await txDb
        .insert(schoolDays)
        .values(
          dates.map((date) => ({
            id: newId(),
            date,
            typeId: body.typeId,
            academicCalendarId: body.academicCalendarId,
          })),
        )
        .onConflictDoNothing({ target: [schoolDays.academicCalendarId, schoolDays.date] })
        .returning({ id: schoolDays.id, date: schoolDays.date });
      await writeAudits(
        txDb,
        origin,
        rows.map((row) => ({
          action: 'create',
          resource: schoolDaysResource.key,
          resourceId: row.id,
          label: schoolDaysResource.describe({ date: toApiDate(row.date) } as SchoolDay),
          fields: ['date', 'academicCalendarId', 'typeId'],
        })),
        now,
      );
      return rows;
    });
    return c.json({ created: created.length, skipped: dates.length - created.length }, 201);
  });
  app.all(schoolDaysBatchPath, methodNotAllowed('POST'));
}
