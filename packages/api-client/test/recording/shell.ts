import type { RecordingArea } from './index.ts';

/** The app shell: sign-in, the layout, the profile and the password change. */
const area: RecordingArea = {
  file: 'shell.json',
  async record() {},
};
export default area;
