import type { ChangePasswordBody, LoginBody } from '@lousa/domain';
import type { HttpClient } from '../http.ts';
import { postChangePassword } from './auth/change-password.ts';
import { postLogin } from './auth/login.ts';
import { postLogout } from './auth/logout.ts';
import { postRefreshToken } from './auth/refresh-token.ts';
import { getCourseGradeLevels } from './courses/get-course-grade-levels.ts';
import { getCoursesBySchoolUnit } from './courses/get-courses-by-school-unit.ts';
import { getMe } from './me/get-me.ts';
import { getStudentRecord } from './students/get-student-record.ts';

/**
 * The hand-written calls of spec §7 (auth, the signed-in user, the courses of a unit, a course's grade levels, a student's
 * full record), bound to a request pipeline. A registry has no call here: every declared
 * resource's are the generic ones (`listAll(client, usersResource)`,
 * `createResource(client, def, body)`, `resources/calls.ts`).
 */
export function bindCalls(http: HttpClient) {
  return {
    login: (body: LoginBody) => postLogin(http, body),
    refreshToken: () => postRefreshToken(http),
    logout: () => postLogout(http),
    getMe: () => getMe(http),
    changePassword: (body: ChangePasswordBody) => postChangePassword(http, body),
    getCoursesBySchoolUnit: (schoolUnitId: string) => getCoursesBySchoolUnit(http, schoolUnitId),
    getCourseGradeLevels: (courseId: string) => getCourseGradeLevels(http, courseId),
    getStudentRecord: (id: string) => getStudentRecord(http, id),
  };
}

export type ApiCalls = ReturnType<typeof bindCalls>;
