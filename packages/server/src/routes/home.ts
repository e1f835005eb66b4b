import { HOME_PENDING_DAYS, type Home, homePath } from '@lousa/domain';
import { Hono } from 'hono';
import { accessOf } from '../auth/permissions.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';
import { networkHome, schoolHome, teacherHome } from '../queries/home.ts';

/**
 * GET /home (issue 26): the signed-in user's home page in one call, shaped by the server from
 * the caller's permissions and units (`homeSchema`), each part null for whom it is not:
 *
 * - `teacher` ('pedagogy.own-classes', unless the caller also oversees units and teaches
 *   nothing): today's classes, pending attendance, assessments without grades — of the classes
 *   and components the caller teaches only;
 * - `school` ('pedagogy.unit-classes' or 'enrollments.write'): the caller's units (network-wide:
 *   every unit) — enrolments of the year by unit and course, classes without a teacher for a
 *   component, students without a class, weekdays of the year's calendars without a school day;
 * - `network` ('network.all'): the network's figures.
 *
 * Every signed-in user may call it (a user with none of those permissions gets three nulls): it
 * answers only what the caller's other routes would. The SQL: queries/home.ts.
 */
export function homeRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get(homePath, async (c) => {
    const access = accessOf(c);
    const today = deps.today();
    const can = (permission: Parameters<typeof access.permissions.has>[0]) =>
      access.permissions.has(permission);
    const oversees = can('pedagogy.unit-classes') || can('enrollments.write');
    let teacher: Home['teacher'] = null;
    if (can('pedagogy.own-classes')) {
      const part = await teacherHome(deps.db, access.userId, today, HOME_PENDING_DAYS);
      const teachesSomething =
        part.todayClasses.length + part.pendingAttendance + part.assessmentsWithoutGrades > 0;
      if (!oversees || teachesSomething) teacher = part;
    }
    const units = access.networkWide ? undefined : access.schoolUnitIds;
    const home: Home = {
      teacher,
      school: oversees ? await schoolHome(deps.db, units, today) : null,
      network: access.networkWide ? await networkHome(deps.db) : null,
    };
    return c.json(home);
  });
  app.all(homePath, methodNotAllowed('GET'));
  return app;
}
