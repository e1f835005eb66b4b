import {
  type AcademicCalendar,
  type AcademicCalendarCreateBody,
  type AcademicTerm,
  type AcademicTermCreateBody,
  type AcademicYear,
  type AcademicYearCreateBody,
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  type Classroom,
  type ClassroomCreateBody,
  type Course,
  type CourseCreateBody,
  type CurricularComponent,
  type CurricularComponentCreateBody,
  type CurriculumMatrix,
  type CurriculumMatrixCreateBody,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  type SchoolDay,
  type SchoolDayCreateBody,
  type SchoolDayType,
  type SchoolDayTypeCreateBody,
  type SchoolUnit,
  type SchoolUnitCreateBody,
  type StudentListItem,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  studentsResource,
  type TeachingModality,
  type TeachingModalityCreateBody,
  teachingModalitiesResource,
  type User,
  type UserCreateBody,
  usersResource,
} from '@lousa/domain';
import type { MutationConfig, QueryConfig } from '../api/types.ts';
import { useCreateResource, useResourceAll } from './hooks.ts';

/**
 * The hooks the screens used before the generic ones, each an alias of `useResourceAll` (the
 * whole list) or `useCreateResource` for one declaration, so screens keep compiling while they
 * move to `useResourceList` (paged) and the update/delete hooks. New code uses the generic hooks.
 */

export const useUsers = (config?: QueryConfig<User[]>) => useResourceAll(usersResource, config);
export const useSchoolUnits = (config?: QueryConfig<SchoolUnit[]>) =>
  useResourceAll(schoolUnitsResource, config);
export const useCourses = (config?: QueryConfig<Course[]>) =>
  useResourceAll(coursesResource, config);
export const useClassrooms = (config?: QueryConfig<Classroom[]>) =>
  useResourceAll(classroomsResource, config);
export const useAcademicTerms = (config?: QueryConfig<AcademicTerm[]>) =>
  useResourceAll(academicTermsResource, config);
export const useAcademicCalendars = (config?: QueryConfig<AcademicCalendar[]>) =>
  useResourceAll(academicCalendarsResource, config);
export const useAcademicYears = (config?: QueryConfig<AcademicYear[]>) =>
  useResourceAll(academicYearsResource, config);
export const useSchoolDayTypes = (config?: QueryConfig<SchoolDayType[]>) =>
  useResourceAll(schoolDayTypesResource, config);
export const useSchoolDays = (config?: QueryConfig<SchoolDay[]>) =>
  useResourceAll(schoolDaysResource, config);
export const useStudents = (config?: QueryConfig<StudentListItem[]>) =>
  useResourceAll(studentsResource, config);
export const useTeachingModalities = (config?: QueryConfig<TeachingModality[]>) =>
  useResourceAll(teachingModalitiesResource, config);
export const useCurricularComponents = (config?: QueryConfig<CurricularComponent[]>) =>
  useResourceAll(curricularComponentsResource, config);
export const useCurriculumMatrices = (config?: QueryConfig<CurriculumMatrix[]>) =>
  useResourceAll(curriculumMatricesResource, config);

export const useCreateUser = (config?: MutationConfig<User, UserCreateBody>) =>
  useCreateResource(usersResource, config);
export const useCreateSchoolUnit = (config?: MutationConfig<SchoolUnit, SchoolUnitCreateBody>) =>
  useCreateResource(schoolUnitsResource, config);
export const useCreateCourse = (config?: MutationConfig<Course, CourseCreateBody>) =>
  useCreateResource(coursesResource, config);
export const useCreateClassroom = (config?: MutationConfig<Classroom, ClassroomCreateBody>) =>
  useCreateResource(classroomsResource, config);
export const useCreateAcademicTerm = (
  config?: MutationConfig<AcademicTerm, AcademicTermCreateBody>,
) => useCreateResource(academicTermsResource, config);
export const useCreateAcademicCalendar = (
  config?: MutationConfig<AcademicCalendar, AcademicCalendarCreateBody>,
) => useCreateResource(academicCalendarsResource, config);
export const useCreateAcademicYear = (
  config?: MutationConfig<AcademicYear, AcademicYearCreateBody>,
) => useCreateResource(academicYearsResource, config);
export const useCreateSchoolDayType = (
  config?: MutationConfig<SchoolDayType, SchoolDayTypeCreateBody>,
) => useCreateResource(schoolDayTypesResource, config);
export const useCreateSchoolDay = (config?: MutationConfig<SchoolDay, SchoolDayCreateBody>) =>
  useCreateResource(schoolDaysResource, config);
export const useCreateTeachingModality = (
  config?: MutationConfig<TeachingModality, TeachingModalityCreateBody>,
) => useCreateResource(teachingModalitiesResource, config);
export const useCreateCurricularComponent = (
  config?: MutationConfig<CurricularComponent, CurricularComponentCreateBody>,
) => useCreateResource(curricularComponentsResource, config);
export const useCreateCurriculumMatrix = (
  config?: MutationConfig<CurriculumMatrix, CurriculumMatrixCreateBody>,
) => useCreateResource(curriculumMatricesResource, config);
