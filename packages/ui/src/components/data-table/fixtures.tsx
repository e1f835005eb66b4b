import { defineColumns } from './column-def';

/** Rows and columns for the data table's stories and benchmark (not product data). */
export interface SampleRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
}

const firstNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor'];
const lastNames = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Pereira', 'Costa'];
const roles = ['Administrador', 'Diretor', 'Professor', null];

export function makeSampleRows(count: number): SampleRow[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length];
    const last = lastNames[index % lastNames.length];
    return {
      id: `row-${index + 1}`,
      name: `${first} ${last} ${index + 1}`,
      email: `${first
        ?.normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()}.${index + 1}@escola.example`,
      role: roles[index % roles.length] ?? null,
    };
  });
}

export const sampleColumns = defineColumns<SampleRow>([
  { id: 'name', header: 'Nome', cell: (row) => row.name },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'role', header: 'Atribuição', cell: (row) => row.role ?? '-' },
]);
