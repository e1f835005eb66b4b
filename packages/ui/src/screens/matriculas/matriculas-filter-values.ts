import { type ENROLLMENT_FILTERS, enrollmentStatuses } from '@lousa/domain';

export type MatriculasFilter = (typeof ENROLLMENT_FILTERS)[number];
/** Each filter's value as the URL holds it ('' for none). */
export type MatriculasFilterValues = Readonly<Record<MatriculasFilter, string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNone = (value: string) => (UUID.test(value) ? value : '');

/**
 * The filters the list call is sent: the ids the URL holds that are ids, and a status of the
 * domain's; anything else is left out rather than refused by the server.
 */
export function matriculasListFilters(values: MatriculasFilterValues): MatriculasFilterValues {
  return {
    academicYearId: idOrNone(values.academicYearId),
    schoolUnitId: idOrNone(values.schoolUnitId),
    classroomId: idOrNone(values.classroomId),
    studentId: idOrNone(values.studentId),
    status: (enrollmentStatuses as readonly string[]).includes(values.status) ? values.status : '',
  };
}
