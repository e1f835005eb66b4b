import { useCanAll } from '../../components/access';

/** The BNCC catalogue is the network's: importing is the network-level registries' rule. */
const IMPORT_BNCC = ['registries.write', 'network.all'] as const;

/** Whether the signed-in user may import BNCC standards (false until GET /me answers). */
export function useCanImportBncc(): boolean {
  return useCanAll(IMPORT_BNCC);
}
