import { useResourceItem, useTeacherCandidates } from '@lousa/api-client';
import {
  type Classroom,
  coursesResource,
  curriculumMatricesResource,
  type TeachingAssignment,
} from '@lousa/domain';
import { useMemo } from 'react';
import type { SelectOption } from '../../components/select';
import { turmasLabels as labels } from './labels';
import { componentChoices, teacherChoices } from './turmas-professores-choices';

/** One list of choices as the form shows it. */
export interface Choices {
  items: readonly SelectOption[];
  placeholder: string;
  /** Nothing to choose yet (loading, failed, or no choice at all). */
  disabled: boolean;
}

const none = (label: string): SelectOption[] => [{ value: 'none', label, disabled: true }];

function choicesOf(
  query: { isPending: boolean; isError: boolean },
  items: SelectOption[] | undefined,
  placeholder: string,
  failed: string,
  empty: string,
): Choices {
  if (query.isError) return { items: [], placeholder: failed, disabled: true };
  if (query.isPending || !items)
    return { items: [], placeholder: labels.choicesLoading, disabled: true };
  return items.length
    ? { items, placeholder, disabled: false }
    : { items: none(empty), placeholder, disabled: false };
}

/**
 * The choices of the 'Atribuir' row: the components of the classroom's course matrix still
 * without a teacher (the course, then its matrix, read by id), and who may teach in the
 * classroom's unit (GET /classrooms/<id>/teacher-candidates, chosen and ordered by the server).
 * Asked only while `enabled` (the person may assign).
 */
export function useTurmasProfessoresChoices(
  classroom: Classroom,
  assigned: readonly TeachingAssignment[] | undefined,
  enabled: boolean,
): { components: Choices; teachers: Choices } {
  const candidates = useTeacherCandidates(enabled ? classroom.id : undefined);
  const course = useResourceItem(coursesResource, enabled ? classroom.course.id : undefined);
  const matrix = useResourceItem(curriculumMatricesResource, course.data?.curriculumMatrix.id);

  const teacherItems = useMemo(
    () => (candidates.data ? teacherChoices(candidates.data) : undefined),
    [candidates.data],
  );
  const componentItems = useMemo(
    () => (matrix.data && assigned ? componentChoices(matrix.data, assigned) : undefined),
    [matrix.data, assigned],
  );
  return {
    components: choicesOf(
      {
        isPending: course.isPending || matrix.isPending,
        isError: course.isError || matrix.isError,
      },
      componentItems,
      labels.componentPlaceholder,
      labels.componentsLoadError,
      labels.noFreeComponent,
    ),
    teachers: choicesOf(
      candidates,
      teacherItems,
      labels.teacherPlaceholder,
      labels.teachersChoiceLoadError,
      labels.noTeacherInUnit,
    ),
  };
}
