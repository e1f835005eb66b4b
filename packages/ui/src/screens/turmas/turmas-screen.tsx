import { type Classroom, classroomsResource } from '@lousa/domain';
import { UsersRound } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useCan } from '../../components/access';
import type { ColumnDef } from '../../components/data-table';
import {
  ResourceListPage,
  type RowAction,
  RowActions,
  registryLabels,
} from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { turmasColumns } from './turmas-columns';
import { TurmasCopyDialog } from './turmas-copy-dialog';
import type { TurmasProfessoresTarget } from './turmas-professores-dialog';
import { TurmasYearFilter } from './turmas-year-filter';
import { useTurmasYear } from './use-turmas-year';

// 'Professores da Turma <name>' loads the first time it is asked for.
const TurmasProfessoresDialog = lazy(() => import('./turmas-professores-dialog'));

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./turmas-form').then((module) => module.TurmasForm) },
};

/**
 * /app/turmas: the classrooms of one academic year ('Ano Letivo': the year in progress at first,
 * kept in the address; or every year's), searched, sorted and paged on the server, with the add
 * and edit dialogs and the delete confirmation (all from the registry kit), and each row's
 * 'Professores': who teaches each curricular component. Writers ('registries.write') get it
 * after 'Editar' and may assign and remove; readers get a menu with 'Professores' alone and
 * see the list. Writers also get 'Copiar turmas do ano anterior' (issue 28): the classes of a
 * year copied into the list's year at once.
 */
export default function TurmasScreen() {
  const canWrite = useCan('registries.write');
  const canRead = useCan('registries.read');
  const [target, setTarget] = useState<TurmasProfessoresTarget>();
  // Mounted from the first time on, so that it can animate out when closed.
  const [asked, setAsked] = useState(false);
  if (target && !asked) setAsked(true);

  const professores = useCallback(
    (classroom: Classroom): RowAction => ({
      value: 'teachers',
      label: labels.teachers,
      icon: UsersRound,
      onSelect: (trigger) => setTarget({ classroom, trigger }),
    }),
    [],
  );
  const rowActions = useCallback((classroom: Classroom) => [professores(classroom)], [professores]);
  // The registry kit gives row actions to writers only: readers get a menu of their own.
  const columns = useMemo((): readonly ColumnDef<Classroom>[] => {
    if (canWrite || !canRead) return turmasColumns;
    return [
      ...turmasColumns,
      {
        id: 'actions',
        header: registryLabels.actions,
        hideHeader: true,
        align: 'end',
        cell: (classroom) => (
          <RowActions
            name={classroomsResource.describe(classroom)}
            more={[professores(classroom)]}
          />
        ),
      },
    ];
  }, [canWrite, canRead, professores]);

  const year = useTurmasYear();
  const { yearId } = year;
  const listFilters = useMemo(() => ({ academicYearId: yearId ?? '' }), [yearId]);

  return (
    <>
      <ResourceListPage
        routeId="turmas"
        resource={classroomsResource}
        columns={columns}
        dialogs={dialogs}
        rowActions={rowActions}
        filters={<TurmasYearFilter {...year} />}
        actions={<TurmasCopyDialog years={year.years} toYearId={year.defaultYearId} />}
        listFilters={listFilters}
        filtersPending={yearId === undefined}
      />
      {asked ? (
        <Suspense fallback={null}>
          <TurmasProfessoresDialog
            target={target}
            canWrite={canWrite}
            onClose={() => setTarget(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
