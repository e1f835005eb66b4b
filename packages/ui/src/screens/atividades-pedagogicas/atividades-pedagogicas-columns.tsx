import { formatDate } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import type { ActivityRow } from './activity-row';
import { atividadesLabels as labels } from './labels';

/** Título, Turma, Componente Curricular and Data. */
export const atividadesPedagogicasColumns = defineColumns<ActivityRow>([
  { id: 'title', header: labels.title, cell: (row) => row.title },
  { id: 'classroom', header: labels.classroom, cell: (row) => row.classroom },
  { id: 'component', header: labels.component, cell: (row) => row.component },
  { id: 'date', header: labels.date, nowrap: true, cell: (row) => formatDate(row.date) },
]);
