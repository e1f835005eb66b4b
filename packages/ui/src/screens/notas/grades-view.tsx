import { ClipboardPen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';
import type { GradeRow } from './grade-row';
import { notasLabels as labels } from './labels';
import { notasColumns } from './notas-columns';

export interface GradesViewProps {
  grades: readonly GradeRow[] | undefined;
  isLoading?: boolean;
}

/** /app/notas: 'Lançar Notas' (which leads back to /app/notas, spec §2) and the grades table. */
export function GradesView({ grades, isLoading }: GradesViewProps) {
  const { title, subtitle } = getRoute('notas');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button asChild>
            <Link to={routeTo('notas')}>
              <ClipboardPen aria-hidden />
              {labels.launch}
            </Link>
          </Button>
        }
      />
      <DataTable columns={notasColumns} data={grades} isLoading={isLoading} aria-label={title} />
    </div>
  );
}
