import type { Course } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { cursosLabels as labels } from './labels';

/** Nome, Modalidade de Ensino, Matriz Curricular, Unidade Escolar. */
export const cursosColumns = defineColumns<Course>([
  { id: 'name', header: labels.name, cell: (course) => course.name },
  { id: 'modality', header: labels.modality, cell: (course) => course.teachingModality.name },
  { id: 'matrix', header: labels.matrix, cell: (course) => course.curriculumMatrix.name },
  { id: 'schoolUnit', header: labels.schoolUnit, cell: (course) => course.schoolUnit.name },
]);
