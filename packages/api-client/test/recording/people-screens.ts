import type { RecordingArea } from './index.ts';

/** 'Usuários', 'Perfis', 'Alunos' (list, form, record) and 'Auditoria'. */
const area: RecordingArea = {
  file: 'people-screens.json',
  async record() {},
};
export default area;
