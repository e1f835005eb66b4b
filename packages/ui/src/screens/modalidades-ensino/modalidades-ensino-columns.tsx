import type { TeachingModality } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { modalidadesEnsinoLabels as labels } from './labels';

/** Nome. */
export const modalidadesEnsinoColumns = defineColumns<TeachingModality>([
  { id: 'name', header: labels.name, cell: (modality) => modality.name },
]);
