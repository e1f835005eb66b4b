import type { RecordingArea } from './index.ts';

/** 'Planos de Aula', 'Atividades Pedagógicas' and the BNCC catalogue. */
const area: RecordingArea = {
  file: 'planning.json',
  async record() {},
};
export default area;
