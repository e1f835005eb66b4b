import type { CurriculumMatrix, NamedRef, TeachingAssignment } from '@lousa/domain';
import type { SelectOption } from '../../components/select';

/** The 'Professor(a)' choices: the classroom's teacher candidates, in the server's order. */
export function teacherChoices(candidates: readonly NamedRef[]): SelectOption[] {
  return candidates.map((user) => ({ value: user.id, label: user.name }));
}

/**
 * The 'Componente Curricular' choices: the components of the course's matrix that have no
 * teacher in the classroom yet, in the matrix's order.
 */
export function componentChoices(
  matrix: CurriculumMatrix,
  assigned: readonly TeachingAssignment[],
): SelectOption[] {
  const taken = new Set(assigned.map((item) => item.curricularComponent.id));
  return matrix.matrix
    .filter((entry) => !taken.has(entry.curricularComponent.id))
    .map(({ curricularComponent }) => ({
      value: curricularComponent.id,
      label: curricularComponent.name,
    }));
}

/** The assignments by component name, then teacher name (as the dialog lists them). */
export function sortAssignments(list: readonly TeachingAssignment[]): TeachingAssignment[] {
  return [...list].sort(
    (a, b) =>
      a.curricularComponent.name.localeCompare(b.curricularComponent.name, 'pt-BR') ||
      a.teacher.name.localeCompare(b.teacher.name, 'pt-BR'),
  );
}
