import { type AcademicTerm, compareIsoDates, type MyClass } from '@lousa/domain';

/**
 * The choices of the 'Notas' selection bar: the user's classes (a classroom and a component
 * each, one choice) and the academic terms, with the term shown first when none is chosen.
 */

export interface SelectItem {
  value: string;
  label: string;
}

/** One choice of 'Turma — Componente': the classroom's and the component's ids. */
export const classValue = (classroomId: string, curricularComponentId: string) =>
  `${classroomId}:${curricularComponentId}`;

/** The ids a 'Turma — Componente' choice stands for ('' for none). */
export function classOfValue(value: string): {
  classroomId: string;
  curricularComponentId: string;
} {
  const [classroomId = '', curricularComponentId = ''] = value.split(':');
  return { classroomId, curricularComponentId };
}

/** The user's classes as choices, by classroom name (numbers in order) and then component. */
export function classItems(classes: readonly MyClass[]): SelectItem[] {
  return [...classes]
    .sort(
      (a, b) =>
        a.classroom.name.localeCompare(b.classroom.name, 'pt-BR', { numeric: true }) ||
        a.curricularComponent.name.localeCompare(b.curricularComponent.name, 'pt-BR'),
    )
    .map((item) => ({
      value: classValue(item.classroom.id, item.curricularComponent.id),
      label: `${item.classroom.name} — ${item.curricularComponent.name}`,
    }));
}

/** The terms as choices, the latest first. */
export function termItems(terms: readonly AcademicTerm[]): SelectItem[] {
  return [...terms]
    .sort((a, b) => compareIsoDates(b.startDate, a.startDate) || a.title.localeCompare(b.title))
    .map((term) => ({ value: term.id, label: term.title }));
}

/**
 * The term shown when none is chosen: the one `today` (a calendar date, ISO) falls in, else the
 * one that started last; undefined without terms.
 */
export function defaultTermId(terms: readonly AcademicTerm[], today: string): string | undefined {
  const current = terms.find(
    (term) =>
      compareIsoDates(term.startDate, today) <= 0 && compareIsoDates(today, term.endDate) <= 0,
  );
  if (current) return current.id;
  const latest = [...terms].sort((a, b) => compareIsoDates(b.startDate, a.startDate))[0];
  return latest?.id;
}
