/**
 * A screen's stories on the recorded answers (issue 25, decision 0027): the real server's answers
 * to the demo network, recorded at `RECORDED_NOW`, served by `recordedHandlers`. A story file
 * spreads `recordedStory(role)` into its meta (or a story): the handlers for that role and the
 * runner's clock at the recording's instant, so "today" on the screen is the recording's day;
 * `recordedStory(role, { added: { '/path': rows } })` lists a story's own rows first in a list.
 * A story that needs another answer (an error, a search's result) adds it in its own
 * `beforeEach` with `msw.use(...)`, which comes before these.
 */
import {
  RECORDED_NOW,
  type RecordedHandlerOptions,
  type RecordedRole,
  recordedHandlers,
} from '@lousa/api-client/mocks';
import type { StoryContext } from '@storybook/react-vite';

export function recordedStory(
  as: RecordedRole = 'administrador',
  options: Pick<RecordedHandlerOptions, 'added'> = {},
) {
  return {
    parameters: { now: RECORDED_NOW },
    // Any context (a meta's `beforeEach` gets one typed without `msw`), so it is called as is.
    beforeEach(context: unknown) {
      (context as StoryContext).msw.use(...recordedHandlers({ as, ...options }));
    },
  };
}
