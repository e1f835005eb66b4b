import { useResourceAll } from '@lousa/api-client';
import {
  academicYearsResource,
  classroomsResource,
  enrollmentsResource,
  schoolUnitsResource,
} from '@lousa/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCan } from '../../components/access';
import { ResourceListPage } from '../../components/registry';
import { matriculasColumns } from './matriculas-columns';
import { matriculasListFilters } from './matriculas-filter-values';
import { MatriculasFilters } from './matriculas-filters';
import { MatriculasNewLink } from './matriculas-new-link';
import { type MatriculaActionTarget, matriculasActionsColumn } from './matriculas-row-actions';
import { useMatriculasFilters } from './use-matriculas-filters';

// The transfer, cancel and complete dialogs load the first time one is asked for.
const MatriculasActionDialogs = lazy(() => import('./matriculas-action-dialogs'));

/**
 * /app/matriculas: the enrolments, searched (student's name or CPF), sorted and paged on the
 * server, narrowed by academic year, unit, classroom and status kept in the URL. With
 * 'enrollments.write': 'Nova Matrícula', and on each ATIVA row 'Transferir', 'Concluir' and
 * 'Cancelar matrícula'.
 */
export default function MatriculasScreen() {
  const canWrite = useCan('enrollments.write');
  const { values, setFilters } = useMatriculasFilters();
  const listFilters = useMemo(() => matriculasListFilters(values), [values]);
  // The filters' choices, asked for only when the user may read them (else no such filter).
  const readsRegistries = useCan('registries.read');
  const readsUnits = useCan('school-units.read');
  const years = useResourceAll(academicYearsResource, { enabled: readsRegistries });
  const units = useResourceAll(schoolUnitsResource, { enabled: readsUnits });
  const classrooms = useResourceAll(classroomsResource, { enabled: readsRegistries });
  const [target, setTarget] = useState<MatriculaActionTarget>();
  // Mounted from the first action on, so that its dialog can animate out when closed.
  const [asked, setAsked] = useState(false);
  if (target && !asked) setAsked(true);
  const columns = useMemo(
    () =>
      canWrite ? [...matriculasColumns, matriculasActionsColumn(setTarget)] : matriculasColumns,
    [canWrite],
  );
  return (
    <>
      <ResourceListPage
        routeId="matriculas"
        resource={enrollmentsResource}
        columns={columns}
        writePermission="enrollments.write"
        actions={<MatriculasNewLink />}
        filters={
          <MatriculasFilters
            values={listFilters}
            onChange={setFilters}
            academicYears={readsRegistries ? (years.data ?? []) : undefined}
            schoolUnits={readsUnits ? (units.data ?? []) : undefined}
            classrooms={readsRegistries ? (classrooms.data ?? []) : undefined}
          />
        }
        listFilters={listFilters}
      />
      {asked ? (
        <Suspense fallback={null}>
          <MatriculasActionDialogs target={target} onClose={() => setTarget(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
