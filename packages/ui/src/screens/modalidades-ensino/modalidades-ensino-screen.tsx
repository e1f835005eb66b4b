import { teachingModalitiesResource } from '@lousa/domain';
import { NamedRegistryScreen } from '../../components/registry';
import { modalidadesEnsinoLabels as labels } from './labels';

/**
 * /app/modalidades-ensino: the modalities, searched, sorted and paged on the server, with the
 * add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function ModalidadesEnsinoScreen() {
  return <NamedRegistryScreen resource={teachingModalitiesResource} labels={labels} />;
}
