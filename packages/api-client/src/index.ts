// Client and errors

// Calls and hooks: the generic ones of every declared resource (`resources/`, e.g.
// `useResourceAll(usersResource)`) and the hand-written routes (auth, courses by unit, ...).
export * from './api/attendance/attendance-keys.ts';
export * from './api/attendance/get-attendance.ts';
export * from './api/attendance/save-attendance.ts';
export * from './api/auth/change-password.ts';
export * from './api/auth/login.ts';
export * from './api/auth/logout.ts';
export * from './api/auth/refresh-token.ts';
export * from './api/auth/use-sign-out.ts';
export * from './api/bncc/import-bncc.ts';
export * from './api/calendar/add-school-days.ts';
export * from './api/calendar/calendar-summary.ts';
export * from './api/calendar/get-calendar-entries.ts';
export { type ApiCalls, bindCalls } from './api/calls.ts';
export * from './api/classrooms/close-classroom.ts';
export * from './api/classrooms/copy-classrooms.ts';
export * from './api/courses/evaluation-rule.ts';
export * from './api/courses/get-course-grade-levels.ts';
export * from './api/courses/get-courses-by-school-unit.ts';
export * from './api/enrollments/cancel-enrollment.ts';
export * from './api/enrollments/complete-enrollment.ts';
export * from './api/enrollments/create-enrollment.ts';
export * from './api/enrollments/end-enrollment.ts';
export * from './api/enrollments/refresh-enrollments.ts';
export * from './api/enrollments/transfer-enrollment.ts';
export * from './api/grades/get-class-results.ts';
export * from './api/grades/get-grade-sheet.ts';
export * from './api/grades/get-report-card.ts';
export * from './api/grades/get-report-cards.ts';
export * from './api/grades/grades-keys.ts';
export * from './api/grades/save-grade-sheet.ts';
export * from './api/home/get-home.ts';
export * from './api/me/get-me.ts';
export * from './api/rollovers/rollover.ts';
export * from './api/students/find-guardian.ts';
export * from './api/students/get-student-record.ts';
export * from './api/teaching/assign-teacher.ts';
export * from './api/teaching/get-classroom-teachers.ts';
export * from './api/teaching/get-my-classes.ts';
export * from './api/teaching/get-teacher-candidates.ts';
export * from './api/teaching/get-unit-classes.ts';
export * from './api/teaching/teaching-keys.ts';
export * from './api/teaching/unassign-teacher.ts';
export type { MutationConfig, QueryConfig } from './api/types.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createHttpClient,
  DEFAULT_API_BASE_URL,
  defaultSessionHooks,
  readDocumentCookie,
  resolveApiBaseUrl,
  type SessionHooks,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './client.ts';
export { ApiClientContext, useApiClient } from './context.ts';
export { apiClient } from './default-client.ts';
export {
  ApiError,
  errorMessage,
  isApiError,
  SessionExpiredError,
  SessionTokenError,
} from './errors.ts';
export type { HttpClient, HttpMethod, RequestOptions } from './http.ts';
export { ApiClientProvider, type ApiClientProviderProps } from './provider.tsx';
export { createQueryClient, queryRetryDelayMs, shouldRetryQuery } from './query-client.ts';
export {
  type ApiQueryKey,
  meKey,
  queryKeys,
  type ResourceKeys,
  resourceKeys,
} from './query-keys.ts';
export * from './resources/index.ts';
// Session
export { initAuth, login, logout, refresh, signOut } from './session/actions.ts';
export {
  clearDrafts,
  clearExpiredDrafts,
  DRAFT_MAX_AGE_MS,
  DRAFT_STORAGE_PREFIX,
  type DraftAddress,
  draftKey,
  readDraft,
  removeDraft,
  type StoredDraft,
  withoutPasswords,
  writeDraft,
} from './session/drafts.ts';
export {
  configureNavigation,
  type Navigation,
  redirectToSignIn,
  SIGN_IN_PATH,
} from './session/navigation.ts';
export { onSessionNotice, type SessionNotice } from './session/notices.ts';
export { REFRESH_LEAD_MS, refreshDelayMs } from './session/refresh-timer.ts';
export { readStoredToken } from './session/storage.ts';
export { $session, type SessionState } from './session/store.ts';
export { checkAccessToken, type TokenCheck } from './session/token.ts';
export { useSession } from './session/use-session.ts';
