import { assessmentsResource } from '@lousa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type ApiQueryKey, resourceKeys } from '../../query-keys.ts';

/** What a grade sheet and a report card are of: a class, a component and an academic term. */
export interface GradeSheetQuery {
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
}

/** The three ids, in one order (equal queries share one cache entry whatever object holds them). */
const idsOf = ({ classroomId, curricularComponentId, academicTermId }: GradeSheetQuery) => ({
  classroomId,
  curricularComponentId,
  academicTermId,
});

/** `?classroomId=&curricularComponentId=&academicTermId=` of GET /grades and /report-cards. */
export const gradeSheetParams = (query: GradeSheetQuery): string =>
  new URLSearchParams(idsOf(query)).toString();

/** Whether a class, a component and a term are all chosen. */
export const isCompleteGradeSheetQuery = (
  query: Partial<GradeSheetQuery> | undefined,
): query is GradeSheetQuery =>
  Boolean(query?.classroomId && query.curricularComponentId && query.academicTermId);

/**
 * The query keys of grades: the grid of 'Lançar Notas' (GET /grades) and the report cards (GET
 * /report-cards), under one root, so that what changes grades refreshes both.
 */
export const gradesKeys = {
  all: ['grades'] as const,
  sheet: (query: GradeSheetQuery): ApiQueryKey => ['grades', 'sheet', idsOf(query)],
  reportCards: (query: GradeSheetQuery): ApiQueryKey => ['grades', 'report-cards', idsOf(query)],
  /** A class's results of the year (GET /classrooms/<id>/results). */
  results: (classroomId: string): ApiQueryKey => ['grades', 'results', classroomId],
  /** A student's 'Boletim' of a year (GET /students/<id>/report-card?academicYearId=). */
  reportCard: (studentId: string, academicYearId: string): ApiQueryKey => [
    'grades',
    'report-card',
    { studentId, academicYearId },
  ],
} as const;

/**
 * What an assessment added, edited or deleted changes besides the assessments' list: the grids
 * (a column more or less, the averages) and the report cards. Refetched when on screen, else
 * marked stale.
 */
export async function refreshGrades(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: gradesKeys.all });
}

/**
 * What saving grades changes besides the grid it answers: the report cards and the assessments'
 * `graded` counts.
 */
export async function refreshAfterGradesSaved(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: gradesKeys.all,
      predicate: (query) => query.queryKey[1] !== 'sheet',
    }),
    queryClient.invalidateQueries({ queryKey: resourceKeys(assessmentsResource).all }),
  ]);
}
