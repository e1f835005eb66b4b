import { type Activity, formatDate } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { atividadesLabels as labels } from './labels';

/** Título, Turma, Componente Curricular and Data, each sorted on the server. */
export const atividadesPedagogicasColumns = defineColumns<Activity>([
  { id: 'title', header: labels.title, sortKey: 'title', cell: (activity) => activity.title },
  {
    id: 'classroom',
    header: labels.classroom,
    sortKey: 'classroom',
    nowrap: true,
    cell: (activity) => activity.classroom.name,
  },
  {
    id: 'component',
    header: labels.component,
    sortKey: 'curricularComponent',
    cell: (activity) => activity.curricularComponent.name,
  },
  {
    id: 'date',
    header: labels.date,
    sortKey: 'date',
    nowrap: true,
    cell: (activity) => formatDate(activity.date),
  },
]);
