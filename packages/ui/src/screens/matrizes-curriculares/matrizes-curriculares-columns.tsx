import type { CurriculumMatrix } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { matrizesCurricularesLabels as labels } from './labels';

/** Nome (sortable). The kit adds the row actions. */
export const matrizesCurricularesColumns = defineColumns<CurriculumMatrix>([
  { id: 'name', header: labels.name, sortKey: 'name', cell: (matrix) => matrix.name },
]);
