import { useAcademicTerms } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { periodosLetivosColumns } from './periodos-letivos-columns';
import { PeriodosLetivosDialog } from './periodos-letivos-dialog';

/** Container of /app/periodos-letivos: the term list (status badges) and its add dialog. */
export default function PeriodosLetivosScreen() {
  const query = useAcademicTerms();
  return (
    <RegistryPage
      routeId="periodos-letivos"
      columns={periodosLetivosColumns}
      query={query}
      actions={<PeriodosLetivosDialog />}
    />
  );
}
