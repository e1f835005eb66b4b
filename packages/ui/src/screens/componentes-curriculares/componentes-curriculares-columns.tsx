import type { CurricularComponent } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { componentesCurricularesLabels as labels } from './labels';

/** Nome. */
export const componentesCurricularesColumns = defineColumns<CurricularComponent>([
  { id: 'name', header: labels.name, cell: (component) => component.name },
]);
