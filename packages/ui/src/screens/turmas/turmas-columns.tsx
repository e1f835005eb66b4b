import { type Classroom, labelOf, shiftLabels } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { turmasLabels as labels } from './labels';

/** Nome, Turno (label), Curso, Unidade Escolar; all sortable. */
export const turmasColumns = defineColumns<Classroom>([
  { id: 'name', header: labels.name, sortKey: 'name', cell: (classroom) => classroom.name },
  {
    id: 'shift',
    header: labels.shift,
    sortKey: 'shift',
    cell: (classroom) => labelOf(shiftLabels, classroom.shift),
  },
  {
    id: 'course',
    header: labels.course,
    sortKey: 'course',
    cell: (classroom) => classroom.course.name,
  },
  {
    id: 'schoolUnit',
    header: labels.schoolUnit,
    sortKey: 'schoolUnit',
    cell: (classroom) => classroom.schoolUnit.name,
  },
]);
