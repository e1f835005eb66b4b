import type { RecordingArea } from './index.ts';

interface Named {
  id: string;
  name: string;
}
interface TaughtClass {
  curricularComponent: Named;
}

/**
 * 'Planos de Aula', 'Atividades Pedagógicas' and the BNCC catalogue: the lists as the director
 * and the administrator read them (the teacher's are common calls), each of the teacher's plans
 * by id, and the catalogue of each component the teacher teaches (what 'Normas BNCC' offers and
 * a plan's page shows), as the teacher and as the director.
 */
const area: RecordingArea = {
  file: 'planning.json',
  async record(context) {
    await context.get('diretor', '/lesson-plans');
    await context.get('administrador', '/lesson-plans');
    await context.get('diretor', '/activities');
    const plans = context.recorded<Named[]>('professor', 'GET /lesson-plans');
    for (const plan of plans) await context.get('professor', `/lesson-plans/${plan.id}`);
    const classes = context.recorded<TaughtClass[]>('professor', 'GET /me/classes');
    const components = [...new Set(classes.map((entry) => entry.curricularComponent.name))];
    for (const component of components) {
      await context.get('professor', '/bncc-standards', { component });
      await context.get('diretor', '/bncc-standards', { component });
    }
    await context.get('administrador', '/bncc-standards');
  },
};
export default area;
