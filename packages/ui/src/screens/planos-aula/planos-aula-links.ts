import { RECORD_ID_PARAM } from '../../components/registry';
import { routeTo } from '../../routes/route-table';

/** `?imprimir=1` on the plan's page: print it once it is shown ('Imprimir' in the list). */
export const PRINT_PARAM = 'imprimir';

/** The plan's page ('Detalhes'). */
export const detailsHref = (plan: { id: string }) =>
  routeTo('planos-aula-detalhes', { [RECORD_ID_PARAM]: plan.id });

/** The plan's page, printing itself once shown ('Imprimir'). */
export const printHref = (plan: { id: string }) =>
  routeTo('planos-aula-detalhes', { [RECORD_ID_PARAM]: plan.id, [PRINT_PARAM]: '1' });

/** The edit page ('Editar', for the plan's author). */
export const editHref = (plan: { id: string }) =>
  routeTo('planos-aula-editar', { [RECORD_ID_PARAM]: plan.id });
