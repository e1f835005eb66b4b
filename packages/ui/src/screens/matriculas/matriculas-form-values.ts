import type { AcademicYear, StudentListItem, StudentRecord } from '@lousa/domain';

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

/** The calendar day (YYYY-MM-DD) of an ISO date. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The academic year a new enrolment starts in: the one whose dates hold `today` (an ISO date);
 * else the one named after today's year; else the latest that has started; else the first.
 */
export function currentAcademicYear(
  years: readonly AcademicYear[],
  today: string,
): AcademicYear | undefined {
  const day = dayOf(today);
  const started = years
    .filter((year) => dayOf(year.startDate) <= day)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    years.find((year) => dayOf(year.startDate) <= day && day <= dayOf(year.endDate)) ??
    years.find((year) => year.year === day.slice(0, 4)) ??
    started[0] ??
    years[0]
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?studentId=` an address asks to preselect, when it is an id. */
export const studentIdToPreselect = (value: string | null) =>
  value && UUID.test(value.trim()) ? value.trim() : undefined;
