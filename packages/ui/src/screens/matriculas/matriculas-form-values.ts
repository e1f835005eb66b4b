import type { StudentListItem, StudentRecord } from '@lousa/domain';

/** A student as the 'Aluno' field shows it: name, CPF (or none) and birth date. */
export interface StudentChoice {
  id: string;
  name: string;
  cpf: string | null;
  birthDate: string;
}

export const studentChoiceOfItem = ({ id, name, cpf, birthDate }: StudentListItem) => ({
  id,
  name,
  cpf,
  birthDate,
});

export const studentChoiceOfRecord = ({ id, person }: StudentRecord): StudentChoice => ({
  id,
  name: person.name,
  cpf: person.cpf,
  birthDate: person.birthDate,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?studentId=` an address asks to preselect, when it is an id. */
export const studentIdToPreselect = (value: string | null) =>
  value && UUID.test(value.trim()) ? value.trim() : undefined;
