import type { Course } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { cursosLabels as labels } from './labels';

/** Nome, Modalidade de Ensino, Matriz Curricular, Unidade Escolar; all sortable. */
export const cursosColumns = defineColumns<Course>([
  { id: 'name', header: labels.name, sortKey: 'name', cell: (course) => course.name },
  {
    id: 'modality',
    header: labels.modality,
    sortKey: 'modality',
    cell: (course) => course.teachingModality.name,
  },
  {
    id: 'matrix',
    header: labels.matrix,
    sortKey: 'matrix',
    cell: (course) => course.curriculumMatrix.name,
  },
  {
    id: 'schoolUnit',
    header: labels.schoolUnit,
    sortKey: 'schoolUnit',
    cell: (course) => course.schoolUnit.name,
  },
]);
