import { type Classroom, labelOf, shiftLabels } from '@lousa/domain';
import type { SelectOption } from '../../components/select';
import { matriculaFormLabels as labels } from './labels';

/** Whether a classroom has no seat left ('Vagas' reached; never when unlimited). */
export const isFull = (classroom: Pick<Classroom, 'capacity' | 'enrolled'>) =>
  classroom.capacity !== null && classroom.enrolled >= classroom.capacity;

/** A classroom as a choice: name, shift and its seats ('9º ANO A · MATUTINO — Vagas: 12 ocupadas de 30'). */
export function classroomLabel(classroom: Classroom): string {
  const seats = labels.seats(classroom.enrolled, classroom.capacity);
  const full = isFull(classroom) ? ` (${labels.full})` : '';
  return `${classroom.name} · ${labelOf(shiftLabels, classroom.shift)} — ${seats}${full}`;
}

/**
 * The classroom choices of a unit (none without a unit), each with its seats; a full one
 * cannot be chosen. `except` leaves one out (the classroom a transfer starts from). No
 * classroom: the disabled 'Nenhuma turma encontrada'.
 */
export function classroomItems(
  classrooms: readonly Classroom[],
  schoolUnitId: string,
  except?: string,
): SelectOption[] {
  if (!schoolUnitId) return [];
  const items = classrooms
    .filter((classroom) => classroom.schoolUnit.id === schoolUnitId && classroom.id !== except)
    .map((classroom) => ({
      value: classroom.id,
      label: classroomLabel(classroom),
      disabled: isFull(classroom),
    }));
  return items.length > 0 ? items : [{ value: 'none', label: labels.noClassroom, disabled: true }];
}
