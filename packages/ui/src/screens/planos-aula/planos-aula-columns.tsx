import type { LessonPlanSummary } from '@lousa/domain';
import { FileText, Printer } from 'lucide-react';
import { css } from 'styled-system/css';
import { defineColumns } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { Tooltip } from '../../components/tooltip';
import { planosAulaLabels as labels } from './labels';

export interface PlanosAulaActions {
  onPrint?: (plan: LessonPlanSummary) => void;
  onDetails?: (plan: LessonPlanSummary) => void;
}

/** Título, Componente Curricular, Turma and the Imprimir / Detalhes actions. */
export function planosAulaColumns({ onPrint, onDetails }: PlanosAulaActions) {
  return defineColumns<LessonPlanSummary>([
    { id: 'title', header: labels.title, cell: (plan) => plan.title },
    {
      id: 'component',
      header: labels.component,
      cell: (plan) => plan.curricularComponent.name,
    },
    { id: 'classroom', header: labels.classroom, cell: (plan) => plan.classroom.name },
    {
      id: 'actions',
      header: labels.actions,
      hideHeader: true,
      align: 'end',
      cell: (plan) => (
        <div className={css({ display: 'inline-flex', gap: '1' })}>
          <Tooltip content={labels.print}>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={labels.printPlan(plan.title)}
              onClick={() => onPrint?.(plan)}
            >
              <Printer aria-hidden />
            </IconButton>
          </Tooltip>
          <Tooltip content={labels.details}>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={labels.planDetails(plan.title)}
              onClick={() => onDetails?.(plan)}
            >
              <FileText aria-hidden />
            </IconButton>
          </Tooltip>
        </div>
      ),
    },
  ]);
}
