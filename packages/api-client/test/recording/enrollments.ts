import type { RecordingArea } from './index.ts';

/** 'Matrículas' and 'Adicionar Matrícula': filters by unit, classroom and year, the student search. */
const area: RecordingArea = {
  file: 'enrollments.json',
  async record() {},
};
export default area;
