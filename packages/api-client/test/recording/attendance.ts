import type { RecordingArea } from './index.ts';

/** 'Frequências', 'Lançamento de Frequência' and 'Minhas Turmas'. */
const area: RecordingArea = {
  file: 'attendance.json',
  async record() {},
};
export default area;
