import { createFixtureDb } from './db.ts';
import { createHandlers } from './handlers.ts';

export {
  createFixtureDb,
  FIXED_TIMESTAMP,
  FIXTURE_ADMIN_EMAIL,
  FIXTURE_ADMIN_PASSWORD,
  type FixtureCollections,
  type FixtureDb,
  type FixtureOverrides,
} from './db.ts';
export {
  type AttendanceMarkFixture,
  type AttendanceSheetFixture,
  attendanceSheetId,
  FIXTURE_CORRECTION_DAYS,
  FIXTURE_JUSTIFICATION,
  isTodo,
  seatStudents,
} from './fixture-attendance.ts';
export * from './fixture-data.ts';
export { type FixtureResource, type FixtureRow, fixtureResources } from './fixture-resources.ts';
export {
  FIXTURE_TEACHER_ROLE,
  type TeachingAssignmentFixture,
  teacherNameOf,
} from './fixture-teaching.ts';
export { createHandlers, DEFAULT_MOCK_BASE, type HandlerOptions, mockUrl } from './handlers.ts';
export {
  type BuiltInRoleName,
  FIXTURE_ME,
  fixtureMe,
  type MeScenario,
  meAs,
  meOfScenario,
} from './me.ts';
export {
  findRecordedCall,
  RECORDED_NOW,
  type RecordedCall,
  type RecordedRole,
  recordedAnswer,
  recordedCall,
} from './recorded.ts';
export { type RecordedHandlerOptions, recordedHandlers } from './recorded-handlers.ts';
export {
  badRequest,
  conflict,
  conflictOnField,
  emptyList,
  forbidden,
  loadingForever,
  type MockMethod,
  malformedList,
  networkError,
  notFound,
  serverError,
  serverErrorTimes,
  unauthorized,
  unprocessable,
  unprocessableOnField,
} from './scenarios.ts';
export {
  createStoryToken,
  STORY_TOKEN_EXP,
  signInForStory,
  storyUserClaims,
} from './story-token.ts';

/**
 * The default handlers on a fresh fixture database (seed 1). Stories that create records and
 * want a clean slate each time use `createHandlers(createFixtureDb())` in `beforeEach`.
 */
export const handlers = createHandlers(createFixtureDb());
