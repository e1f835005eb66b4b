import type { TeachingModality } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { modalidadesEnsinoLabels as labels } from './labels';

/** Nome (sortable). The kit adds the row actions. */
export const modalidadesEnsinoColumns = defineColumns<TeachingModality>([
  { id: 'name', header: labels.name, sortKey: 'name', cell: (modality) => modality.name },
]);
