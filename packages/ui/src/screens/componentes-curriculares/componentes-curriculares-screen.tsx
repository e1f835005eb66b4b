import { curricularComponentsResource } from '@lousa/domain';
import { NamedRegistryScreen } from '../../components/registry';
import { componentesCurricularesLabels as labels } from './labels';

/**
 * /app/componentes-curriculares: the curricular components, searched, sorted and paged on the
 * server, with the add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function ComponentesCurricularesScreen() {
  return <NamedRegistryScreen resource={curricularComponentsResource} labels={labels} />;
}
