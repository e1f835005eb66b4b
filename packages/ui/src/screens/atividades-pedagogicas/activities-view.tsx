import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';
import type { ActivityRow } from './activity-row';
import { atividadesPedagogicasColumns } from './atividades-pedagogicas-columns';
import { atividadesLabels as labels } from './labels';

export interface ActivitiesViewProps {
  activities: readonly ActivityRow[] | undefined;
  isLoading?: boolean;
}

/**
 * /app/atividades-pedagogicas: an 'Adicionar' link and the activities table. The spec gives the
 * link no target page; it stays on this screen until an add screen exists.
 */
export function ActivitiesView({ activities, isLoading }: ActivitiesViewProps) {
  const { title, subtitle } = getRoute('atividades-pedagogicas');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button asChild>
            <Link to={routeTo('atividades-pedagogicas')}>
              <Plus aria-hidden />
              {labels.add}
            </Link>
          </Button>
        }
      />
      <DataTable
        columns={atividadesPedagogicasColumns}
        data={activities}
        isLoading={isLoading}
        aria-label={title}
      />
    </div>
  );
}
