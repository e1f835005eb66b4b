import type { RecordingArea } from './index.ts';

/** 'Alunos' (list, form, record) and 'Matrículas' (list, filters, 'Adicionar Matrícula'). */
const area: RecordingArea = {
  file: 'enrollments.json',
  async record() {},
};
export default area;
