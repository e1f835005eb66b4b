import type { RecordingArea } from './index.ts';

/** 'Turmas' and its teachers dialog: filters, a classroom's teachers and candidates. */
const area: RecordingArea = {
  file: 'classrooms.json',
  async record() {},
};
export default area;
