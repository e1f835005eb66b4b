import type { TeachingAssignment } from '@lousa/domain';
import { UserMinus } from 'lucide-react';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { type ColumnDef, DataTable } from '../../components/data-table';
import { RegistryLoadError, registryLabels } from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { sortAssignments } from './turmas-professores-choices';

export interface TurmasProfessoresListProps {
  /** The classroom's assignments; undefined while there are none to show. */
  assignments: readonly TeachingAssignment[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => unknown;
  retrying?: boolean;
  /** 'Remover' on each row (gets the button, for the focus to go back); absent: read-only. */
  onRemove?: (assignment: TeachingAssignment, trigger: HTMLElement) => void;
}

const empty = css({
  py: '6',
  px: '4',
  textAlign: 'center',
  textStyle: 'sm',
  color: 'fg.muted',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'l2',
});

/**
 * A classroom's teachers: 'Componente Curricular' and 'Professor(a)' by component, with
 * 'Remover' on each row for whom may change them. Skeleton rows while loading, 'Nenhum
 * professor atribuído.' when there are none, and the load error with 'Tentar novamente'.
 */
export function TurmasProfessoresList({
  assignments,
  isLoading = false,
  isError = false,
  onRetry,
  retrying,
  onRemove,
}: TurmasProfessoresListProps) {
  const rows = useMemo(
    () => (assignments ? sortAssignments(assignments) : undefined),
    [assignments],
  );
  const columns = useMemo(() => {
    const base: ColumnDef<TeachingAssignment>[] = [
      { id: 'component', header: labels.component, cell: (row) => row.curricularComponent.name },
      { id: 'teacher', header: labels.teacher, cell: (row) => row.teacher.name },
    ];
    if (!onRemove) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: registryLabels.actions,
        hideHeader: true,
        align: 'end' as const,
        cell: (row: TeachingAssignment) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={labels.removeFor(row.teacher.name, row.curricularComponent.name)}
            aria-haspopup="dialog"
            onClick={(event) => onRemove(row, event.currentTarget)}
          >
            <UserMinus aria-hidden />
            {/* Icon only on a phone (the name above says it all): the table keeps its width. */}
            <span className={css({ display: { base: 'none', sm: 'inline' } })}>
              {labels.remove}
            </span>
          </Button>
        ),
      },
    ];
  }, [onRemove]);

  if (isError) return <RegistryLoadError onRetry={() => onRetry?.()} retrying={retrying} />;
  if (!isLoading && rows?.length === 0) return <p className={empty}>{labels.noTeachers}</p>;
  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={isLoading || !rows}
      paging={false}
      aria-label={labels.teachersList}
    />
  );
}
