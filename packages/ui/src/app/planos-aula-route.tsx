import { BnccImportButton } from '../screens/importar-bncc/importar-bncc-button.tsx';
import { useCanImportBncc } from '../screens/importar-bncc/use-importar-bncc-access.ts';
import PlanosAulaScreen from '../screens/planos-aula/planos-aula-screen.tsx';

/**
 * /app/planos-aula as the app mounts it: the lesson plans with 'Importar BNCC' in their header
 * for whoever may import into the catalogue ('registries.write' and 'network.all'). A screen
 * does not import another: the app combines the two here.
 */
export default function PlanosAulaRoute() {
  const canImport = useCanImportBncc();
  return <PlanosAulaScreen headerActions={canImport ? <BnccImportButton /> : undefined} />;
}
