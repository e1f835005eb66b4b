import type { LessonPlanSummary } from '@lousa/domain';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';
import { planosAulaLabels as labels } from './labels';
import { type PlanosAulaActions, planosAulaColumns } from './planos-aula-columns';

export interface LessonPlansViewProps extends PlanosAulaActions {
  plans: readonly LessonPlanSummary[] | undefined;
  isLoading?: boolean;
}

/** /app/planos-aula: the 'Adicionar' link and the list of lesson plans. */
export function LessonPlansView({ plans, isLoading, onPrint, onDetails }: LessonPlansViewProps) {
  const { title, subtitle } = getRoute('planos-aula');
  const columns = useMemo(() => planosAulaColumns({ onPrint, onDetails }), [onPrint, onDetails]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button asChild>
            <Link to={routeTo('planos-aula-adicionar')}>
              <Plus aria-hidden />
              {labels.add}
            </Link>
          </Button>
        }
      />
      <DataTable columns={columns} data={plans} isLoading={isLoading} aria-label={title} />
    </div>
  );
}
