import type { CurriculumMatrix } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { matrizesCurricularesLabels as labels } from './labels';

/** Nome. */
export const matrizesCurricularesColumns = defineColumns<CurriculumMatrix>([
  { id: 'name', header: labels.name, cell: (matrix) => matrix.name },
]);
