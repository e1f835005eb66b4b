import type { RecordingArea } from './index.ts';

/** 'Usuários', 'Perfis' and 'Auditoria'. */
const area: RecordingArea = {
  file: 'people-screens.json',
  async record() {},
};
export default area;
