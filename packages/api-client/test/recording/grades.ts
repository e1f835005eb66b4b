import type { RecordingArea } from './index.ts';

/** 'Notas' and the academic calendar's events. */
const area: RecordingArea = {
  file: 'grades.json',
  async record() {},
};
export default area;
