import type { RecordingArea } from './index.ts';

/** 'Notas', 'Calendário Acadêmico' (events), 'Calendários Acadêmicos' and 'Dias Escolares'. */
const area: RecordingArea = {
  file: 'grades.json',
  async record() {},
};
export default area;
