import type { RecordingArea } from './index.ts';

/** The app shell (routes, layout, profile) and the api-client's own tests. */
const area: RecordingArea = {
  file: 'shell.json',
  async record() {},
};
export default area;
