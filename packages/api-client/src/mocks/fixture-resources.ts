import {
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  calendarStatusLabels,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  genders,
  type ListResourceDefinition,
  labelOf,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  shifts,
  studentsResource,
  teachingModalitiesResource,
  termStatusLabels,
  usersResource,
} from '@lousa/domain';
import { FIXED_TIMESTAMP, type FixtureCollections } from './db.ts';

/**
 * What the generic fixture handlers need to know about each declared resource, as data: where
 * its rows are, what each sortable column shows, the plain values of the fields the server
 * computes, and the references inside a body's lists. No rule of the server is here.
 */

/** A fixture row as the generic handlers see it. */
export type FixtureRow = { id: string } & Record<string, unknown>;

export interface FixtureResource {
  /** The fixture collection holding the rows. */
  collection: keyof FixtureCollections;
  /** Per sort key, the text the list column shows (the fixtures sort by it). */
  sortValues: Readonly<Record<string, (row: FixtureRow) => string>>;
  /** The fields the server computes on create, with a plain fixture value. */
  computed?: () => Record<string, unknown>;
  /** References inside a body's list fields: `{ matrix: { curricularComponentId: 'curricular-components' } }`. */
  nestedReferences?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Keeps each sort map checked against its declaration (every sort key, the item's type). */
function fixture<TItem extends { id: string }, TSortKey extends string>(
  def: ListResourceDefinition<TItem, TSortKey>,
  resource: Omit<FixtureResource, 'sortValues'> & {
    sortValues: Record<TSortKey, (item: TItem) => string>;
  },
): [string, FixtureResource] {
  return [def.key, resource as unknown as FixtureResource];
}

/** The fixture data of every declared resource, by its key. */
export const fixtureResources: ReadonlyMap<string, FixtureResource> = new Map([
  fixture(usersResource, {
    collection: 'users',
    sortValues: {
      cpf: (user) => user.cpf,
      firstName: (user) => user.firstName,
      lastName: (user) => user.lastName,
      email: (user) => user.email,
      role: (user) => user.role?.name ?? '',
    },
    computed: () => ({ role: null }),
  }),
  fixture(schoolUnitsResource, {
    collection: 'schoolUnits',
    sortValues: {
      cnpj: (unit) => unit.cnpj,
      name: (unit) => unit.name,
      principalName: (unit) => unit.principalName,
    },
  }),
  fixture(teachingModalitiesResource, {
    collection: 'teachingModalities',
    sortValues: { name: (modality) => modality.name },
  }),
  fixture(curricularComponentsResource, {
    collection: 'curricularComponents',
    sortValues: { name: (component) => component.name },
  }),
  fixture(curriculumMatricesResource, {
    collection: 'curriculumMatrices',
    sortValues: { name: (matrix) => matrix.name },
    nestedReferences: { matrix: { curricularComponentId: curricularComponentsResource.key } },
  }),
  fixture(coursesResource, {
    collection: 'courses',
    sortValues: {
      name: (course) => course.name,
      modality: (course) => course.teachingModality.name,
      matrix: (course) => course.curriculumMatrix.name,
      schoolUnit: (course) => course.schoolUnit.name,
    },
  }),
  fixture(classroomsResource, {
    collection: 'classrooms',
    sortValues: {
      name: (classroom) => classroom.name,
      // The server sorts enums in their declared order (INTEGRAL, MATUTINO, …), not by label.
      shift: (classroom) => String(shifts.indexOf(classroom.shift)),
      course: (classroom) => classroom.course.name,
      schoolUnit: (classroom) => classroom.schoolUnit.name,
    },
  }),
  fixture(academicYearsResource, {
    collection: 'academicYears',
    sortValues: {
      year: (year) => year.year,
      startDate: (year) => year.startDate,
      endDate: (year) => year.endDate,
    },
  }),
  fixture(academicCalendarsResource, {
    collection: 'academicCalendars',
    sortValues: {
      title: (calendar) => calendar.title,
      academicYear: (calendar) => calendar.academicYear.year,
      status: (calendar) => labelOf(calendarStatusLabels, calendar.status),
    },
    computed: () => ({
      status: 'INACTIVE',
      createdAt: FIXED_TIMESTAMP,
      updatedAt: FIXED_TIMESTAMP,
    }),
  }),
  fixture(academicTermsResource, {
    collection: 'academicTerms',
    sortValues: {
      title: (term) => term.title,
      startDate: (term) => term.startDate,
      endDate: (term) => term.endDate,
      calendar: (term) => term.academicCalendar.title,
      status: (term) => labelOf(termStatusLabels, term.status),
    },
    computed: () => ({ status: 'PENDING' }),
  }),
  fixture(schoolDayTypesResource, {
    collection: 'schoolDayTypes',
    sortValues: { description: (type) => type.description },
  }),
  fixture(schoolDaysResource, {
    collection: 'schoolDays',
    sortValues: {
      date: (day) => day.date,
      calendar: (day) => day.academicCalendar.title,
      type: (day) => day.type.description,
    },
  }),
  fixture(studentsResource, {
    collection: 'students',
    sortValues: {
      cpf: (student) => student.person.cpf,
      name: (student) => student.person.name,
      gender: (student) => String(genders.indexOf(student.person.gender)),
      birthDate: (student) => student.person.birthDate,
    },
  }),
]);
