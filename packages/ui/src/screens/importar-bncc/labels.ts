/** Labels of the 'Importar BNCC' dialog. */
export const bnccImportLabels = {
  open: 'Importar BNCC',
  title: 'Importar BNCC',
  description: 'Adicione normas ao catálogo BNCC a partir de um arquivo CSV.',
  file: 'Arquivo CSV',
  formatHint:
    'Primeira linha: codigo;descricao;objeto_conhecimento;componente;ano (uma norma por linha).',
  preview: 'Pré-visualizar',
  import: 'Importar',
  cancel: 'Cancelar',
  toAdd: 'Normas a adicionar',
  willAdd: (count: number) =>
    count === 1 ? '1 norma será adicionada.' : `${count} normas serão adicionadas.`,
  nothingToAdd: 'Nenhuma norma nova neste arquivo.',
  existing: 'Já estão no catálogo (ficam como estão)',
  errors: 'Linhas com erro',
  errorLine: (line: number, message: string) => `Linha ${line}: ${message}`,
  importBlocked: 'Corrija as linhas com erro e escolha o arquivo de novo para importar.',
  more: (count: number) => (count === 1 ? 'e mais 1.' : `e mais ${count}.`),
  code: 'Código',
  component: 'Componente',
  year: 'Ano',
  descriptionColumn: 'Descrição',
} as const;
