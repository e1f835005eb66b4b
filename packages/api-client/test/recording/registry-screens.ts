import type { RecordingArea } from './index.ts';

/** The registry screens' calls beyond the whole lists of registries.json (searches, sorts, filters, items). */
const area: RecordingArea = {
  file: 'registry-screens.json',
  async record() {},
};
export default area;
