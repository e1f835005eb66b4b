import type { Classroom, SchoolUnit } from '@lousa/domain';
import type { RecordingArea } from './index.ts';

/**
 * 'Turmas' and its teachers dialog: the course choices of every unit (the form follows the unit
 * chosen; registries.json has the first unit's), the search by the name of the unit with the
 * fewest classrooms (one page) in capitals, and a word no classroom, course or unit has. The
 * stories (turmas-screen stories) pick the same unit the same way.
 */
const area: RecordingArea = {
  file: 'classrooms.json',
  async record({ get, recorded }) {
    const units = recorded<SchoolUnit[]>('administrador', 'GET /school-units');
    for (const unit of units.slice(1)) {
      await get('administrador', `/courses/school-unit/${unit.id}`);
    }
    const classrooms = recorded<Classroom[]>('administrador', 'GET /classrooms');
    const count = (unit: SchoolUnit) =>
      classrooms.filter((classroom) => classroom.schoolUnit.id === unit.id).length;
    const smallest = [...units].sort((a, b) => count(a) - count(b))[0];
    if (!smallest) throw new Error('classrooms: the demo has no school unit');
    await get('administrador', '/classrooms', { q: smallest.name.toUpperCase() });
    await get('administrador', '/classrooms', { q: 'pedagogia' });
  },
};
export default area;
