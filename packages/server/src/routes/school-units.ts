import { inUseMessages, schoolUnitsResource, serverMessages } from '@lousa/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { classrooms, courses, enrollments, fold, schoolUnits, students } from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

type SchoolUnitRow = typeof schoolUnits.$inferSelect;

/**
 * School units (permission: read 'school-units.read', write 'school-units.write'), with their
 * nested address; CNPJ and INEP code are unique.
 */
export const schoolUnitsSpec = resourceSpec({
  def: schoolUnitsResource,
  permission: { read: 'school-units.read', write: 'school-units.write' },
  table: schoolUnits,
  // A unit-scoped user reads and edits its own units; only the network creates one.
  scope: { records: (ids) => inArray(schoolUnits.id, [...ids]) },
  select: (db: Database) => db.select().from(schoolUnits).$dynamic(),
  toItem: (row: SchoolUnitRow) => ({
    id: row.id,
    name: row.name,
    cnpj: row.cnpj,
    area: row.area,
    email: row.email,
    phone: row.phone,
    principalName: row.principalName,
    address: {
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
    inepCode: row.inepCode,
  }),
  search: (q) =>
    or(q.text(schoolUnits.name), q.text(schoolUnits.principalName), q.digits(schoolUnits.cnpj)),
  sort: {
    cnpj: schoolUnits.cnpj,
    name: fold(schoolUnits.name),
    principalName: fold(schoolUnits.principalName),
  },
  unique: [
    {
      constraint: 'school_units_cnpj_unique',
      field: 'cnpj',
      message: serverMessages.cnpjTaken,
      where: (body) => eq(schoolUnits.cnpj, body.cnpj),
    },
    {
      constraint: 'school_units_inep_code_unique',
      field: 'inepCode',
      message: serverMessages.inepCodeTaken,
      where: (body) => (body.inepCode ? eq(schoolUnits.inepCode, body.inepCode) : undefined),
    },
  ],
  blockers: [
    { column: courses.schoolUnitId, message: inUseMessages.schoolUnitCourses },
    { column: classrooms.schoolUnitId, message: inUseMessages.schoolUnitClassrooms },
    { column: students.schoolUnitId, message: inUseMessages.schoolUnitStudents },
    { column: enrollments.schoolUnitId, message: inUseMessages.schoolUnitEnrollments },
  ],
  toRow: (body) => ({
    name: body.name,
    cnpj: body.cnpj,
    area: body.area,
    email: body.email ?? null,
    phone: body.phone ?? null,
    principalName: body.principalName,
    inepCode: body.inepCode ?? null,
    street: body.address.street,
    number: body.address.number,
    complement: body.address.complement ?? null,
    neighborhood: body.address.neighborhood,
    city: body.address.city,
    state: body.address.state,
    zipCode: body.address.zipCode,
  }),
  toBody: ({ id: _id, ...unit }) => unit,
});
