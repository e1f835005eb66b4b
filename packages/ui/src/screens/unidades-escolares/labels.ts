/** Labels of /app/unidades-escolares. */
export const unidadesEscolaresLabels = {
  cnpj: 'CNPJ',
  name: 'Nome',
  principalName: 'Diretor da Unidade',
} as const;

/** Labels of the unit form, on the add and the edit pages. */
export const unidadeEscolarFormLabels = {
  unitSection: 'Dados da Unidade',
  addressSection: 'Endereço',
  cnpj: 'CNPJ',
  name: 'Nome da Unidade',
  email: 'Email Institucional',
  phone: 'Contato',
  principalName: 'Diretor Responsável',
  inepCode: 'INEP',
  area: 'Área da Unidade',
  areaPlaceholder: 'Selecione a área',
  zipCode: 'CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  cnpjPlaceholder: '00.000.000/0000-00',
  phonePlaceholder: '(00) 00000-0000',
  zipCodePlaceholder: '00.000-000',
} as const;
