import { emptyStates } from '@lousa/domain';

/** Every label the generic data table shows or announces (spec §2), in one place. */
export const dataTableLabels = {
  empty: emptyStates.table,
  showing: (shown: number, total: number) => `Mostrando ${shown} de ${total} itens`,
  rowsPerPage: 'Linhas por página',
  page: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
  firstPage: 'Primeira página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  lastPage: 'Última página',
  loading: 'Carregando…',
} as const;
