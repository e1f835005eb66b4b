import {
  type AcademicCalendar,
  academicCalendarSummaryPath,
  type Course,
  courseEvaluationRulePath,
  type SchoolUnit,
} from '@lousa/domain';
import type { RecordingArea } from './index.ts';

/** Without accents, in lower case: how a person types a name into a search box. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The registry screens' calls beyond the whole lists of registries.json: the searches and sorts
 * their stories make. The stories pick the same rows the same way (unidades-escolares-screen,
 * cursos-screen and the kit's resource-list-page stories).
 */
const area: RecordingArea = {
  file: 'registry-screens.json',
  async record({ get, recorded }) {
    // School units: the first unit by the digits in the middle of its CNPJ, by its start typed
    // with the mask, by two words of its name in lower case; a name nobody has.
    const units = recorded<SchoolUnit[]>('administrador', 'GET /school-units');
    const unit = units[0];
    if (!unit) throw new Error('registry-screens: no school unit recorded');
    const { cnpj } = unit;
    for (const q of [
      cnpj.slice(2, 10),
      `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}`,
      plain(unit.name.split(' ').slice(-2).join(' ')),
      'nenhuma escola assim',
    ]) {
      await get('administrador', '/school-units', { q });
    }

    // Courses: a matrix's name without accents, a unit's name whose courses are few, a word no
    // course has.
    const courses = recorded<Course[]>('administrador', 'GET /courses');
    const course = courses.at(-1);
    if (!course) throw new Error('registry-screens: no course recorded');
    for (const q of [
      plain(course.curriculumMatrix.name),
      course.schoolUnit.name.toLowerCase(),
      'pedagogia',
    ]) {
      await get('administrador', '/courses', { q });
    }

    // 'Regra de Avaliação': the rule of the first course of each name (the demo gives each one).
    const firstOfName = new Map<string, Course>();
    for (const item of courses) if (!firstOfName.has(item.name)) firstOfName.set(item.name, item);
    for (const item of firstOfName.values()) {
      await get('administrador', courseEvaluationRulePath(item.id));
    }

    // The kit's own stories (on the curricular components): a search, one with no match, a
    // search with an accent, the name sorted both ways.
    for (const q of ['edu', 'astronomia', 'língua']) {
      await get('administrador', '/curricular-components', { q });
    }
    for (const sort of ['name', '-name']) {
      await get('administrador', '/curricular-components', { sort });
    }

    // Dias Escolares: every demo calendar's totals (the year's summary panel).
    const calendars = recorded<AcademicCalendar[]>('administrador', 'GET /academic-calendars');
    for (const calendar of calendars) {
      await get('administrador', academicCalendarSummaryPath(calendar.id));
    }
  },
};
export default area;
