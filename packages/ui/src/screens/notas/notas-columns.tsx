import { defineColumns } from '../../components/data-table';
import type { GradeRow } from './grade-row';
import { notasLabels as labels } from './labels';

/** Turma, Componente Curricular, Período Letivo and Status. */
export const notasColumns = defineColumns<GradeRow>([
  { id: 'classroom', header: labels.classroom, cell: (row) => row.classroom },
  { id: 'component', header: labels.component, cell: (row) => row.component },
  { id: 'term', header: labels.term, cell: (row) => row.term },
  { id: 'status', header: labels.status, cell: (row) => row.status },
]);
