import type {
  AcademicCalendarCreateBody,
  AcademicTermCreateBody,
  AcademicYearCreateBody,
  ClassroomCreateBody,
  CourseCreateBody,
  CurricularComponentCreateBody,
  CurriculumMatrixCreateBody,
  LoginBody,
  SchoolDayCreateBody,
  SchoolDayTypeCreateBody,
  SchoolUnitCreateBody,
  TeachingModalityCreateBody,
  UserCreateBody,
} from '@lousa/domain';
import type { HttpClient } from '../client.ts';
import { createAcademicCalendar } from './academic-calendars/create-academic-calendar.ts';
import { getAcademicCalendars } from './academic-calendars/get-academic-calendars.ts';
import { createAcademicTerm } from './academic-terms/create-academic-term.ts';
import { getAcademicTerms } from './academic-terms/get-academic-terms.ts';
import { createAcademicYear } from './academic-years/create-academic-year.ts';
import { getAcademicYears } from './academic-years/get-academic-years.ts';
import { postLogin } from './auth/login.ts';
import { postLogout } from './auth/logout.ts';
import { postRefreshToken } from './auth/refresh-token.ts';
import { createClassroom } from './classrooms/create-classroom.ts';
import { getClassrooms } from './classrooms/get-classrooms.ts';
import { createCourse } from './courses/create-course.ts';
import { getCourses } from './courses/get-courses.ts';
import { getCoursesBySchoolUnit } from './courses/get-courses-by-school-unit.ts';
import { createCurricularComponent } from './curricular-components/create-curricular-component.ts';
import { getCurricularComponents } from './curricular-components/get-curricular-components.ts';
import { createCurriculumMatrix } from './curriculum-matrices/create-curriculum-matrix.ts';
import { getCurriculumMatrices } from './curriculum-matrices/get-curriculum-matrices.ts';
import { createSchoolDayType } from './school-day-types/create-school-day-type.ts';
import { getSchoolDayTypes } from './school-day-types/get-school-day-types.ts';
import { createSchoolDay } from './school-days/create-school-day.ts';
import { getSchoolDays } from './school-days/get-school-days.ts';
import { createSchoolUnit } from './school-units/create-school-unit.ts';
import { getSchoolUnits } from './school-units/get-school-units.ts';
import { getStudents } from './students/get-students.ts';
import { createTeachingModality } from './teaching-modalities/create-teaching-modality.ts';
import { getTeachingModalities } from './teaching-modalities/get-teaching-modalities.ts';
import { createUser } from './users/create-user.ts';
import { getUsers } from './users/get-users.ts';

/** One function per call of spec §7, bound to a request pipeline. */
export function bindCalls(http: HttpClient) {
  return {
    login: (body: LoginBody) => postLogin(http, body),
    refreshToken: () => postRefreshToken(http),
    logout: () => postLogout(http),
    getUsers: () => getUsers(http),
    createUser: (body: UserCreateBody) => createUser(http, body),
    getSchoolUnits: () => getSchoolUnits(http),
    createSchoolUnit: (body: SchoolUnitCreateBody) => createSchoolUnit(http, body),
    getCourses: () => getCourses(http),
    getCoursesBySchoolUnit: (schoolUnitId: string) => getCoursesBySchoolUnit(http, schoolUnitId),
    createCourse: (body: CourseCreateBody) => createCourse(http, body),
    getClassrooms: () => getClassrooms(http),
    createClassroom: (body: ClassroomCreateBody) => createClassroom(http, body),
    getAcademicTerms: () => getAcademicTerms(http),
    createAcademicTerm: (body: AcademicTermCreateBody) => createAcademicTerm(http, body),
    getAcademicCalendars: () => getAcademicCalendars(http),
    createAcademicCalendar: (body: AcademicCalendarCreateBody) =>
      createAcademicCalendar(http, body),
    getAcademicYears: () => getAcademicYears(http),
    createAcademicYear: (body: AcademicYearCreateBody) => createAcademicYear(http, body),
    getSchoolDayTypes: () => getSchoolDayTypes(http),
    createSchoolDayType: (body: SchoolDayTypeCreateBody) => createSchoolDayType(http, body),
    getSchoolDays: () => getSchoolDays(http),
    createSchoolDay: (body: SchoolDayCreateBody) => createSchoolDay(http, body),
    getStudents: () => getStudents(http),
    getTeachingModalities: () => getTeachingModalities(http),
    createTeachingModality: (body: TeachingModalityCreateBody) =>
      createTeachingModality(http, body),
    getCurricularComponents: () => getCurricularComponents(http),
    createCurricularComponent: (body: CurricularComponentCreateBody) =>
      createCurricularComponent(http, body),
    getCurriculumMatrices: () => getCurriculumMatrices(http),
    createCurriculumMatrix: (body: CurriculumMatrixCreateBody) =>
      createCurriculumMatrix(http, body),
  };
}

export type ApiCalls = ReturnType<typeof bindCalls>;
