/**
 * Story data of the unit screens (list, add and edit pages): one unit whose every field is
 * known, first in the fixture list, so stories can find, edit and delete it by name.
 */
import { createFixtureDb, createHandlers } from '@lousa/api-client/mocks';
import type { SchoolUnit } from '@lousa/domain';
import type { StoryContext } from '@storybook/react-vite';

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

/**
 * `beforeEach` (a meta's or a story's): a fresh fixture database whose first unit is `knownUnit`
 * (13 units in all). The context is taken loosely because a meta's `beforeEach` context is typed
 * without the MSW addon's `msw` (it is there at run time).
 */
export function withKnownUnit(context: unknown) {
  const { msw } = context as StoryContext;
  const db = createFixtureDb();
  db.schoolUnits.unshift(structuredClone(knownUnit));
  msw.use(...createHandlers(db));
}
