import { academicYearsResource, inUseMessages, serverMessages } from '@lousa/domain';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { academicCalendars, academicYears } from '../db/schema.ts';
import { shownDate, toApiDate, toDbDate } from '../http/dates.ts';
import { resourceSpec } from '../resources/spec.ts';

/** Academic years (permission: read 'registries.read', write 'registries.write'); one per year. */
export const academicYearsSpec = resourceSpec({
  def: academicYearsResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: academicYears,
  select: (db: Database) =>
    db
      .select({
        id: academicYears.id,
        year: academicYears.year,
        startDate: academicYears.startDate,
        endDate: academicYears.endDate,
      })
      .from(academicYears)
      .$dynamic(),
  toItem: (row) => ({
    id: row.id,
    year: row.year,
    startDate: toApiDate(row.startDate),
    endDate: toApiDate(row.endDate),
  }),
  search: (q) =>
    or(
      q.text(academicYears.year),
      q.text(shownDate(academicYears.startDate)),
      q.text(shownDate(academicYears.endDate)),
    ),
  sort: {
    year: academicYears.year,
    startDate: academicYears.startDate,
    endDate: academicYears.endDate,
  },
  unique: [
    {
      constraint: 'academic_years_year_unique',
      field: 'year',
      message: serverMessages.academicYearTaken,
      where: (body) => eq(academicYears.year, body.year),
    },
  ],
  blockers: [{ column: academicCalendars.academicYearId, message: inUseMessages.academicYear }],
  toRow: (body) => ({
    year: body.year,
    startDate: toDbDate(body.startDate),
    endDate: toDbDate(body.endDate),
  }),
  toBody: ({ id: _id, ...year }) => year,
});
