/**
 * The mocks of the API for stories and tests (decision 0028): the real server's recorded answers
 * (`recordedHandlers`, `recordedAnswer`), the answers a story sets itself (scenarios), a story's
 * signed-in user (`meAs`, `signInForStory`).
 */

export {
  type BuiltInRoleName,
  FIXTURE_ME,
  type MeScenario,
  meAs,
  meOfScenario,
} from './me.ts';
export { DEFAULT_MOCK_BASE, mockUrl } from './mock-http.ts';
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
