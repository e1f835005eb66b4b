/**
 * Story data of the unit screens (list, add and edit pages): the recorded unit they act on, and
 * a unit whose every field is known for the form's own stories (no API).
 */
import { recordedAnswer } from '@lousa/api-client/mocks';
import { applyMask, type SchoolUnit } from '@lousa/domain';

export const knownUnit: SchoolUnit = {
  id: '01936b2e-7c1a-7d3e-9f10-2a3b4c5d6e7f',
  name: 'Escola Municipal Monteiro Lobato',
  cnpj: '11222333000181',
  area: 'URBAN',
  email: 'monteiro.lobato@escola.gov.br',
  phone: '11987654321',
  principalName: 'Helena Duarte',
  inepCode: '35012345',
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Bloco B',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

/** The demo network's units, as recorded. */
export const recordedUnits = recordedAnswer<SchoolUnit[]>('administrador', 'GET /school-units');

/**
 * The unit the list, add and edit stories find, edit and search for: the first recorded one
 * (its searches are recorded in registry-screens.json the same way).
 */
export const storyUnit: SchoolUnit = (() => {
  const [unit] = recordedUnits;
  if (!unit) throw new Error('No school unit recorded');
  return unit;
})();

/** A unit's field as its masked input shows it (CNPJ, phone, CEP). */
export const masked = (value: string | null | undefined, mask: string) =>
  applyMask(value ?? '', mask);
