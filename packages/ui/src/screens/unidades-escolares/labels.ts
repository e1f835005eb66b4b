/** Labels of /app/unidades-escolares. */
export const unidadesEscolaresLabels = {
  cnpj: 'CNPJ',
  name: 'Nome',
  principalName: 'Diretor da Unidade',
} as const;
