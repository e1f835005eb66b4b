import { classroomsResource } from '@lousa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type ApiQueryKey, meKey, queryKeys } from '../../query-keys.ts';

/**
 * The query keys of the teaching assignments. A classroom's teachers sit under the classrooms'
 * key (a classroom renamed or deleted refreshes them too); the signed-in teacher's classes sit
 * under its /me key, so signing out drops them with /me (the next user never sees them).
 */
export const teachingKeys = {
  /** GET /classrooms/<id>/teachers. */
  classroomTeachers: (classroomId: string): ApiQueryKey => [
    classroomsResource.key,
    'teachers',
    classroomId,
  ],
  /** GET /classrooms/<id>/teacher-candidates (under the classrooms' key, like the teachers). */
  teacherCandidates: (classroomId: string): ApiQueryKey => [
    classroomsResource.key,
    'teacher-candidates',
    classroomId,
  ],
  /** GET /me/classes of the signed-in user (`''` when no one is). */
  myClasses: (userId: string | null | undefined): ApiQueryKey => [...meKey(userId), 'classes'],
  /** GET /me/unit-classes of the signed-in user (`''` when no one is). */
  unitClasses: (userId: string | null | undefined): ApiQueryKey => [
    ...meKey(userId),
    'unit-classes',
  ],
} as const;

const isMyClassesKey = (key: readonly unknown[]) =>
  key[0] === queryKeys.me[0] && key[2] === 'classes';

/**
 * What an assignment changes: the classroom's teachers and the classes of whoever signed in (a
 * teacher who assigns itself sees it in 'Minhas Turmas'). Refetched when on screen, else marked
 * stale.
 */
export async function refreshAfterAssignment(
  queryClient: QueryClient,
  classroomId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: teachingKeys.classroomTeachers(classroomId) }),
    queryClient.invalidateQueries({ predicate: (query) => isMyClassesKey(query.queryKey) }),
  ]);
}
