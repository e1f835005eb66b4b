import {
  type AcademicCalendarCreateBody,
  type AcademicTermCreateBody,
  type AcademicYearCreateBody,
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  type ChangePasswordBody,
  type ClassroomCreateBody,
  type CourseCreateBody,
  type CurricularComponentCreateBody,
  type CurriculumMatrixCreateBody,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  type LoginBody,
  type SchoolDayCreateBody,
  type SchoolDayTypeCreateBody,
  type SchoolUnitCreateBody,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  studentsResource,
  type TeachingModalityCreateBody,
  teachingModalitiesResource,
  type UserCreateBody,
  usersResource,
} from '@lousa/domain';
import type { HttpClient } from '../http.ts';
import { createResource, listAll } from '../resources/calls.ts';
import { postChangePassword } from './auth/change-password.ts';
import { postLogin } from './auth/login.ts';
import { postLogout } from './auth/logout.ts';
import { postRefreshToken } from './auth/refresh-token.ts';
import { getCoursesBySchoolUnit } from './courses/get-courses-by-school-unit.ts';
import { getMe } from './me/get-me.ts';
import { getStudentRecord } from './students/get-student-record.ts';

/**
 * One function per call of spec §7, bound to a request pipeline. The registry calls are the
 * generic resource calls on each declaration (the whole list without paging, and create); auth
 * and the courses of a unit are hand-written routes.
 */
export function bindCalls(http: HttpClient) {
  return {
    login: (body: LoginBody) => postLogin(http, body),
    refreshToken: () => postRefreshToken(http),
    logout: () => postLogout(http),
    getMe: () => getMe(http),
    changePassword: (body: ChangePasswordBody) => postChangePassword(http, body),
    getUsers: () => listAll(http, usersResource),
    createUser: (body: UserCreateBody) => createResource(http, usersResource, body),
    getSchoolUnits: () => listAll(http, schoolUnitsResource),
    createSchoolUnit: (body: SchoolUnitCreateBody) =>
      createResource(http, schoolUnitsResource, body),
    getCourses: () => listAll(http, coursesResource),
    getCoursesBySchoolUnit: (schoolUnitId: string) => getCoursesBySchoolUnit(http, schoolUnitId),
    createCourse: (body: CourseCreateBody) => createResource(http, coursesResource, body),
    getClassrooms: () => listAll(http, classroomsResource),
    createClassroom: (body: ClassroomCreateBody) => createResource(http, classroomsResource, body),
    getAcademicTerms: () => listAll(http, academicTermsResource),
    createAcademicTerm: (body: AcademicTermCreateBody) =>
      createResource(http, academicTermsResource, body),
    getAcademicCalendars: () => listAll(http, academicCalendarsResource),
    createAcademicCalendar: (body: AcademicCalendarCreateBody) =>
      createResource(http, academicCalendarsResource, body),
    getAcademicYears: () => listAll(http, academicYearsResource),
    createAcademicYear: (body: AcademicYearCreateBody) =>
      createResource(http, academicYearsResource, body),
    getSchoolDayTypes: () => listAll(http, schoolDayTypesResource),
    createSchoolDayType: (body: SchoolDayTypeCreateBody) =>
      createResource(http, schoolDayTypesResource, body),
    getSchoolDays: () => listAll(http, schoolDaysResource),
    createSchoolDay: (body: SchoolDayCreateBody) => createResource(http, schoolDaysResource, body),
    getStudents: () => listAll(http, studentsResource),
    getStudentRecord: (id: string) => getStudentRecord(http, id),
    getTeachingModalities: () => listAll(http, teachingModalitiesResource),
    createTeachingModality: (body: TeachingModalityCreateBody) =>
      createResource(http, teachingModalitiesResource, body),
    getCurricularComponents: () => listAll(http, curricularComponentsResource),
    createCurricularComponent: (body: CurricularComponentCreateBody) =>
      createResource(http, curricularComponentsResource, body),
    getCurriculumMatrices: () => listAll(http, curriculumMatricesResource),
    createCurriculumMatrix: (body: CurriculumMatrixCreateBody) =>
      createResource(http, curriculumMatricesResource, body),
  };
}

export type ApiCalls = ReturnType<typeof bindCalls>;
