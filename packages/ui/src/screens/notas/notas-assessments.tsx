import { type Assessment, formatDate, formatDecimalInput } from '@lousa/domain';
import { Plus } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { type ColumnDef, DataTable, defineColumns } from '../../components/data-table';
import { RegistryLoadError, RowActions, registryLabels } from '../../components/registry';
import { notasLabels as labels } from './labels';

export interface NotasAssessmentsProps {
  /** The term's assessments, by date; undefined while there are none to show. */
  assessments: readonly Assessment[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => unknown;
  retrying?: boolean;
  /** 'Nova Avaliação', 'Editar' and 'Excluir' are offered (the grid's `canEdit`). */
  canEdit: boolean;
  onAdd: (trigger: HTMLElement | null) => void;
  onEdit: (assessment: Assessment, trigger: HTMLElement | null) => void;
  onDelete: (assessment: Assessment, trigger: HTMLElement | null) => void;
  /** A sign the person is about to open a dialog (loads its code ahead). */
  onIntent?: () => void;
}

const columns = defineColumns<Assessment>([
  { id: 'title', header: labels.title, cell: (item) => item.title },
  { id: 'date', header: labels.date, nowrap: true, cell: (item) => formatDate(item.date) },
  {
    id: 'weight',
    header: labels.weight,
    align: 'end',
    cell: (item) => formatDecimalInput(item.weight),
  },
  {
    id: 'maxScore',
    header: labels.maxScore,
    align: 'end',
    nowrap: true,
    cell: (item) => formatDecimalInput(item.maxScore),
  },
]);

export const notasSectionStyles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  header: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
  }),
  title: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  empty: css({
    p: '6',
    textAlign: 'center',
    color: 'fg.muted',
    textStyle: 'sm',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    borderRadius: 'l2',
  }),
};

/**
 * 'Avaliações' of the chosen class, component and term: Título, Data, Peso and Nota máxima,
 * with 'Nova Avaliação' and each row's 'Editar' and 'Excluir' for whoever may change the grades.
 * An empty term says how to add the first one.
 */
export function NotasAssessments({
  assessments,
  isLoading = false,
  isError = false,
  onRetry,
  retrying,
  canEdit,
  onAdd,
  onEdit,
  onDelete,
  onIntent,
}: NotasAssessmentsProps) {
  const allColumns = useMemo<readonly ColumnDef<Assessment>[]>(
    () =>
      canEdit
        ? [
            ...columns,
            {
              id: 'actions',
              header: registryLabels.actions,
              hideHeader: true,
              align: 'end',
              cell: (item) => (
                <RowActions
                  name={item.title}
                  onEdit={(trigger) => onEdit(item, trigger)}
                  onDelete={(trigger) => onDelete(item, trigger)}
                  onIntent={onIntent}
                />
              ),
            },
          ]
        : columns,
    [canEdit, onEdit, onDelete, onIntent],
  );
  let content: ReactNode;
  if (isError) {
    content = <RegistryLoadError onRetry={() => onRetry?.()} retrying={retrying} />;
  } else if (!isLoading && assessments?.length === 0) {
    content = (
      <p className={notasSectionStyles.empty}>
        {canEdit ? labels.noAssessments : labels.noAssessmentsReader}
      </p>
    );
  } else {
    content = (
      <DataTable
        columns={allColumns}
        data={assessments}
        isLoading={isLoading || !assessments}
        paging={false}
        aria-label={labels.assessments}
      />
    );
  }
  return (
    <div className={notasSectionStyles.section}>
      <div className={notasSectionStyles.header}>
        <h2 className={notasSectionStyles.title}>{labels.assessments}</h2>
        {canEdit ? (
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onClick={(event) => onAdd(event.currentTarget)}
          >
            <Plus aria-hidden />
            {labels.newAssessment}
          </Button>
        ) : null}
      </div>
      {content}
    </div>
  );
}
