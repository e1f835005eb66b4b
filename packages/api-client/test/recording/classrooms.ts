import type { AcademicYear, Classroom, Course, SchoolUnit } from '@lousa/domain';
import type { RecordingArea } from './index.ts';

/**
 * 'Turmas', its teachers dialog and the enrolment forms: the course choices of every unit (the
 * form follows the unit chosen; registries.json has the first unit's), every course's grade
 * levels ('Série/Ano' follows the course), each academic year's classrooms (the list's 'Ano
 * Letivo' filter, the classrooms an enrolment of that year may choose), and, in the year in
 * progress (the list's default), the search by the name of the unit with the fewest classrooms
 * (one page) in capitals and a word no classroom, course or unit has. The stories
 * (turmas-screen stories) pick the same year and unit the same way.
 */
const area: RecordingArea = {
  file: 'classrooms.json',
  async record({ get, recorded, today }) {
    const units = recorded<SchoolUnit[]>('administrador', 'GET /school-units');
    for (const unit of units.slice(1)) {
      await get('administrador', `/courses/school-unit/${unit.id}`);
    }
    for (const course of recorded<Course[]>('administrador', 'GET /courses')) {
      await get('administrador', `/courses/${course.id}/grade-levels`);
    }
    const years = recorded<AcademicYear[]>('administrador', 'GET /academic-calendars/years');
    for (const year of years) {
      await get('administrador', '/classrooms', { academicYearId: year.id });
    }
    // The year in progress: the one whose dates hold today, else the latest.
    const current =
      years.find(
        (year) => year.startDate.slice(0, 10) <= today && today <= year.endDate.slice(0, 10),
      ) ?? [...years].sort((a, b) => b.year.localeCompare(a.year))[0];
    if (!current) throw new Error('classrooms: the demo has no academic year');
    const classrooms = recorded<Classroom[]>('administrador', 'GET /classrooms').filter(
      (classroom) => classroom.academicYear.id === current.id,
    );
    const count = (unit: SchoolUnit) =>
      classrooms.filter((classroom) => classroom.schoolUnit.id === unit.id).length;
    const smallest = [...units]
      .filter((unit) => count(unit) > 0)
      .sort((a, b) => count(a) - count(b))[0];
    if (!smallest) throw new Error('classrooms: the demo has no classroom in the year in progress');
    await get('administrador', '/classrooms', {
      q: smallest.name.toUpperCase(),
      academicYearId: current.id,
    });
    await get('administrador', '/classrooms', { q: 'pedagogia', academicYearId: current.id });
  },
};
export default area;
