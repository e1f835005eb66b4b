import { useSchoolDays } from '@lousa/api-client';
import { css } from 'styled-system/css';
import { RegistryPage } from '../../components/registry';
import { diasEscolaresColumns } from './dias-escolares-columns';
import { DiasEscolaresDialog } from './dias-escolares-dialog';
import { SchoolDayTypeDialog } from './school-day-type-dialog';

/** Container of /app/dias-escolares: the school-day list, its add dialog and the day types. */
export default function DiasEscolaresScreen() {
  const query = useSchoolDays();
  return (
    <RegistryPage
      routeId="dias-escolares"
      columns={diasEscolaresColumns}
      query={query}
      actions={
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <SchoolDayTypeDialog />
          <DiasEscolaresDialog />
        </div>
      }
    />
  );
}
