import type { LessonPlanItem } from '@lousa/domain';
import { FileText, Printer } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { type ColumnDef, defineColumns } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { printLabels } from '../../components/print';
import { RowActions, registryLabels } from '../../components/registry';
import type { TooltipProps } from '../../components/tooltip';
import { planosAulaLabels as labels } from './labels';
import { detailsHref, printHref } from './planos-aula-links';

/** Título, Componente Curricular, Turma (each sorted on the server) and Autor. */
export const planosAulaColumns = defineColumns<LessonPlanItem>([
  { id: 'title', header: labels.title, sortKey: 'title', cell: (plan) => plan.title },
  {
    id: 'component',
    header: labels.component,
    sortKey: 'curricularComponent',
    cell: (plan) => plan.curricularComponent.name,
  },
  {
    id: 'classroom',
    header: labels.classroom,
    sortKey: 'classroom',
    nowrap: true,
    cell: (plan) => plan.classroom.name,
  },
  { id: 'author', header: labels.author, cell: (plan) => plan.author.name },
]);

export interface PlanosAulaActions {
  /** Whether the signed-in user wrote the plan (and may write): only then 'Editar' and 'Excluir'. */
  isAuthor: (plan: LessonPlanItem) => boolean;
  onEdit: (plan: LessonPlanItem) => void;
  /** Gets the row's actions button, for the focus to go back to after the confirmation. */
  onDelete: (plan: LessonPlanItem, trigger: HTMLElement | null) => void;
  /** The icon actions' tooltip, once its code is here (`useDeferredTooltip`). */
  Tooltip?: ComponentType<TooltipProps>;
  /** A hover or focus on an icon action: the tooltip is wanted. */
  onIntent?: () => void;
}

const actionsCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

interface IconLinkProps {
  to: string;
  label: string;
  tooltip: string;
  icon: ReactNode;
  Tooltip?: ComponentType<TooltipProps>;
  onIntent?: () => void;
}

/** An icon action leading to the plan's page, with its tooltip once loaded. */
function IconLink({ to, label, tooltip, icon, Tooltip, onIntent }: IconLinkProps) {
  const link = (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      aria-label={label}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Link to={to}>{icon}</Link>
    </IconButton>
  );
  return Tooltip ? <Tooltip content={tooltip}>{link}</Tooltip> : link;
}

/**
 * The last column: 'Imprimir' and 'Detalhes' (links to the plan's page, the first printing it
 * once shown) for every reader, then the author's 'Ações para <título>' menu with 'Editar' and
 * 'Excluir'.
 */
export function planosAulaActionsColumn({
  isAuthor,
  onEdit,
  onDelete,
  Tooltip,
  onIntent,
}: PlanosAulaActions): ColumnDef<LessonPlanItem> {
  return {
    id: 'actions',
    header: registryLabels.actions,
    hideHeader: true,
    align: 'end',
    cell: (plan) => (
      <div className={actionsCell}>
        <IconLink
          to={printHref(plan)}
          label={labels.printPlan(plan.title)}
          tooltip={printLabels.print}
          icon={<Printer aria-hidden />}
          Tooltip={Tooltip}
          onIntent={onIntent}
        />
        <IconLink
          to={detailsHref(plan)}
          label={labels.planDetails(plan.title)}
          tooltip={labels.details}
          icon={<FileText aria-hidden />}
          Tooltip={Tooltip}
          onIntent={onIntent}
        />
        {isAuthor(plan) ? (
          <RowActions
            name={plan.title}
            onEdit={() => onEdit(plan)}
            onDelete={(trigger) => onDelete(plan, trigger)}
          />
        ) : null}
      </div>
    ),
  };
}
