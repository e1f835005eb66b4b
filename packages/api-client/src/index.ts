// Client and errors

// Endpoints: fetcher, query/mutation options and hook, one file per call (spec §7)
export * from './api/academic-calendars/create-academic-calendar.ts';
export * from './api/academic-calendars/get-academic-calendars.ts';
export * from './api/academic-terms/create-academic-term.ts';
export * from './api/academic-terms/get-academic-terms.ts';
export * from './api/academic-years/create-academic-year.ts';
export * from './api/academic-years/get-academic-years.ts';
export * from './api/auth/login.ts';
export * from './api/auth/logout.ts';
export * from './api/auth/refresh-token.ts';
export * from './api/auth/use-sign-out.ts';
export { type ApiCalls, bindCalls } from './api/calls.ts';
export * from './api/classrooms/create-classroom.ts';
export * from './api/classrooms/get-classrooms.ts';
export * from './api/courses/create-course.ts';
export * from './api/courses/get-courses.ts';
export * from './api/courses/get-courses-by-school-unit.ts';
export * from './api/curricular-components/create-curricular-component.ts';
export * from './api/curricular-components/get-curricular-components.ts';
export * from './api/curriculum-matrices/create-curriculum-matrix.ts';
export * from './api/curriculum-matrices/get-curriculum-matrices.ts';
export * from './api/school-day-types/create-school-day-type.ts';
export * from './api/school-day-types/get-school-day-types.ts';
export * from './api/school-days/create-school-day.ts';
export * from './api/school-days/get-school-days.ts';
export * from './api/school-units/create-school-unit.ts';
export * from './api/school-units/get-school-units.ts';
export * from './api/students/get-students.ts';
export * from './api/teaching-modalities/create-teaching-modality.ts';
export * from './api/teaching-modalities/get-teaching-modalities.ts';
export type { MutationConfig, QueryConfig } from './api/types.ts';
export * from './api/users/create-user.ts';
export * from './api/users/get-users.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_API_BASE_URL,
  defaultSessionHooks,
  type HttpClient,
  type RequestOptions,
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
export { ApiClientProvider, type ApiClientProviderProps } from './provider.tsx';
export { createQueryClient, queryRetryDelayMs, shouldRetryQuery } from './query-client.ts';
export { type ApiQueryKey, queryKeys } from './query-keys.ts';
// Session
export { initAuth, login, logout, refresh, signOut } from './session/actions.ts';
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
