/**
 * Every validation message of spec §5, written out verbatim here (not read from `messages`),
 * each produced by the schema and on the field a person would see it.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorsOf } from '../../testing.ts';
import { academicYearCreateSchema } from './academic-year.ts';
import { addressSchema } from './address.ts';
import { courseCreateSchema, courseNameSchema } from './course.ts';
import { curriculumMatrixCreateSchema } from './curriculum-matrix.ts';
import { schoolUnitCreateSchema } from './school-unit.ts';
import { teachingModalityCreateSchema } from './teaching-modality.ts';
import { userCreateSchema } from './user.ts';

const UUID = '6f1c1f0e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';

const user = {
  cpf: '529.982.247-25',
  email: 'ana@escola.com',
  firstName: 'Ana',
  lastName: 'Souza',
  password: 'segredo1',
  confirmPassword: 'segredo1',
};
const address = {
  street: 'Rua das Flores',
  number: '10',
  neighborhood: 'Centro',
  city: 'Recife',
  state: 'PE',
  zipCode: '50.010-000',
};
const unit = {
  cnpj: '11.222.333/0001-81',
  name: 'Escola Municipal',
  address,
  area: 'URBAN',
  principalName: 'Joana Lima',
  email: '',
  phone: '',
};
const year = {
  year: '2026',
  startDate: '2026-02-01T00:00:00.000Z',
  endDate: '2026-12-15T00:00:00.000Z',
};
const course = {
  name: 'Ensino Fundamental',
  teachingModalityId: UUID,
  curriculumMatrixId: UUID,
  schoolUnitId: UUID,
};

const cases = [
  // user
  ['O CPF é obrigatório!', userCreateSchema, { ...user, cpf: '' }, 'cpf'],
  ['CPF inválido!', userCreateSchema, { ...user, cpf: '529.982.247-24' }, 'cpf'],
  ['CPF inválido!', userCreateSchema, { ...user, cpf: '111.111.111-11' }, 'cpf'],
  [
    'As senhas devem ser iguais!',
    userCreateSchema,
    { ...user, confirmPassword: 'outra' },
    'confirmPassword',
  ],
  ['Email inválido', userCreateSchema, { ...user, email: 'ana@' }, 'email'],
  // address
  [
    'O logradouro deve ter no mínimo 3 caracteres',
    addressSchema,
    { ...address, street: 'Ru' },
    'street',
  ],
  ['O logradouro é obrigatório', addressSchema, { ...address, street: '' }, 'street'],
  ['O número é obrigatório', addressSchema, { ...address, number: '' }, 'number'],
  ['O bairro é obrigatório', addressSchema, { ...address, neighborhood: '  ' }, 'neighborhood'],
  ['A cidade é obrigatória', addressSchema, { ...address, city: '' }, 'city'],
  ['O estado é obrigatório', addressSchema, { ...address, state: '' }, 'state'],
  ['O CEP é obrigatório', addressSchema, { ...address, zipCode: '' }, 'zipCode'],
  ['CEP inválido', addressSchema, { ...address, zipCode: '50.010-00' }, 'zipCode'],
  // school unit
  ['CNPJ inválido', schoolUnitCreateSchema, { ...unit, cnpj: '11.222.333/0001-82' }, 'cnpj'],
  ['O CNPJ é obrigatório', schoolUnitCreateSchema, { ...unit, cnpj: '' }, 'cnpj'],
  [
    'Nome deve ter pelo menos 3 caracteres',
    schoolUnitCreateSchema,
    { ...unit, name: 'EM' },
    'name',
  ],
  ['O nome da unidade é obrigatório', schoolUnitCreateSchema, { ...unit, name: '' }, 'name'],
  ['A área é obrigatório', schoolUnitCreateSchema, { ...unit, area: '' }, 'area'],
  ['Área inválida', schoolUnitCreateSchema, { ...unit, area: 'SUBURBAN' }, 'area'],
  [
    'Nome do diretor deve ter pelo menos 3 caracteres',
    schoolUnitCreateSchema,
    { ...unit, principalName: 'Jo' },
    'principalName',
  ],
  [
    'O nome do(a) diretor(a) é obrigatório',
    schoolUnitCreateSchema,
    { ...unit, principalName: '' },
    'principalName',
  ],
  ['Email inválido', schoolUnitCreateSchema, { ...unit, email: 'escola.com' }, 'email'],
  ['Contato inválido', schoolUnitCreateSchema, { ...unit, phone: '(81) 3333-444' }, 'phone'],
  [
    'O CEP é obrigatório',
    schoolUnitCreateSchema,
    { ...unit, address: { ...address, zipCode: '' } },
    'address.zipCode',
  ],
  // academic year
  ['O ano deve ter 4 dígitos', academicYearCreateSchema, { ...year, year: '26' }, 'year'],
  ['O ano deve ter 4 dígitos', academicYearCreateSchema, { ...year, year: '20266' }, 'year'],
  [
    'Data inválida',
    academicYearCreateSchema,
    { ...year, startDate: '2026-02-30T00:00:00.000Z' },
    'startDate',
  ],
  ['Data inválida', academicYearCreateSchema, { ...year, endDate: 'amanhã' }, 'endDate'],
  // teaching modality
  ['Nome*', teachingModalityCreateSchema, { name: '' }, 'name'],
  // curriculum matrix
  [
    'É necessário selecionar ao menos um componente para a matriz',
    curriculumMatrixCreateSchema,
    { name: 'Matriz', matrix: [] },
    'matrix',
  ],
  // course
  ['O nome é obrigatório', courseCreateSchema, { ...course, name: '' }, 'name'],
  [
    'Modalidade inválida',
    courseCreateSchema,
    { ...course, teachingModalityId: 'abc' },
    'teachingModalityId',
  ],
  [
    'Matriz inválida',
    courseCreateSchema,
    { ...course, curriculumMatrixId: '' },
    'curriculumMatrixId',
  ],
  ['Unidade inválida', courseCreateSchema, { ...course, schoolUnitId: '123' }, 'schoolUnitId'],
  ['O nome precisa ter mais de 3 caracteres', courseNameSchema, { name: 'EJA' }, 'name'],
] as const;

describe('spec §5 messages', () => {
  it.each(cases)('%s (on %s)', (message, schema, input, path) => {
    expect(errorsOf(schema, input)[path]).toBe(message);
  });

  it('the base inputs of the table are themselves valid', () => {
    expect(errorsOf(userCreateSchema, user)).toEqual({});
    expect(errorsOf(addressSchema, address)).toEqual({});
    expect(errorsOf(schoolUnitCreateSchema, unit)).toEqual({});
    expect(errorsOf(academicYearCreateSchema, year)).toEqual({});
    expect(errorsOf(courseCreateSchema, course)).toEqual({});
    expect(errorsOf(courseNameSchema, { name: 'EJA I' })).toEqual({});
  });

  it('a field shows one message at a time', () => {
    // An empty CPF is required, not also invalid.
    const result = v.safeParse(userCreateSchema, { ...user, cpf: '' });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['O CPF é obrigatório!']);
  });
});
