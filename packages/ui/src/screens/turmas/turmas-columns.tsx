import { type Classroom, labelOf, shiftLabels } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { turmasLabels as labels } from './labels';

/**
 * Nome, Turno (label), Curso, Série/Ano, Ano Letivo, Unidade Escolar (all sortable) and
 * Matriculados: the active enrolments of the 'Vagas' ('12/30'), or only their number when the
 * classroom has no limit.
 */
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
    id: 'gradeLevel',
    header: labels.gradeLevel,
    sortKey: 'gradeLevel',
    cell: (classroom) => classroom.gradeLevel.name,
  },
  {
    id: 'academicYear',
    header: labels.academicYear,
    sortKey: 'academicYear',
    cell: (classroom) => classroom.academicYear.year,
  },
  {
    id: 'schoolUnit',
    header: labels.schoolUnit,
    sortKey: 'schoolUnit',
    cell: (classroom) => classroom.schoolUnit.name,
  },
  {
    id: 'enrolled',
    header: labels.enrolled,
    align: 'end',
    nowrap: true,
    cell: (classroom) => labels.enrolledOf(classroom.enrolled, classroom.capacity),
  },
]);
