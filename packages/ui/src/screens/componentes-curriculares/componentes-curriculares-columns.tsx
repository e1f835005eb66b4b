import type { CurricularComponent } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { componentesCurricularesLabels as labels } from './labels';

/** Nome (sortable). The kit adds the row actions. */
export const componentesCurricularesColumns = defineColumns<CurricularComponent>([
  { id: 'name', header: labels.name, sortKey: 'name', cell: (component) => component.name },
]);
