import { COMMON_FIELD_LABELS, SCHOOL_UNIT_FIELD_LABELS } from '@lousa/domain';

/** Labels of /app/unidades-escolares. */
export const unidadesEscolaresLabels = {
  cnpj: SCHOOL_UNIT_FIELD_LABELS.cnpj,
  name: 'Nome',
  principalName: 'Diretor da Unidade',
} as const;

/** Labels of the unit form, on the add and the edit pages. */
export const unidadeEscolarFormLabels = {
  unitSection: 'Dados da Unidade',
  addressSection: COMMON_FIELD_LABELS.address,
  /** The unit's own fields, from the domain's one copy (the audit log reads the same labels). */
  ...SCHOOL_UNIT_FIELD_LABELS,
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
