import { schoolDaysResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { diasEscolaresColumns } from './dias-escolares-columns';
import { DiasEscolaresForm } from './dias-escolares-form';
import { diasEscolaresLabels as labels } from './labels';
import { SchoolDayTypesDialog } from './school-day-types-dialog';

const dialogs = { addTitle: labels.addTitle, editTitle: labels.editTitle, form: DiasEscolaresForm };

/**
 * /app/dias-escolares: the school days, searched, sorted and paged on the server, with the add
 * and edit dialogs and the delete confirmation (from the registry kit), and the day types managed
 * in their own dialog ('Gerenciar tipos de dias escolares').
 */
export default function DiasEscolaresScreen() {
  return (
    <ResourceListPage
      routeId="dias-escolares"
      resource={schoolDaysResource}
      columns={diasEscolaresColumns}
      actions={<SchoolDayTypesDialog />}
      dialogs={dialogs}
    />
  );
}
