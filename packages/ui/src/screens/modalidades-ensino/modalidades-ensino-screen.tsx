import { useTeachingModalities } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { modalidadesEnsinoColumns } from './modalidades-ensino-columns';
import { ModalidadesEnsinoDialog } from './modalidades-ensino-dialog';

/** Container of /app/modalidades-ensino: the modality list and its add dialog. */
export default function ModalidadesEnsinoScreen() {
  const query = useTeachingModalities();
  return (
    <RegistryPage
      routeId="modalidades-ensino"
      columns={modalidadesEnsinoColumns}
      query={query}
      actions={<ModalidadesEnsinoDialog />}
    />
  );
}
