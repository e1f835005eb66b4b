import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { getRoute } from '../../routes/route-table';
import { minhasTurmasLabels as labels } from './labels';

/** /app/minhas-turmas: the title and placeholder text only (spec §2). */
export function MyClassesView() {
  const route = getRoute('minhas-turmas');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={route.title} subtitle={route.subtitle} />
      <p className={css({ color: 'fg.muted' })}>{labels.placeholder}</p>
    </div>
  );
}
