/**
 * Story data of the lesson-plan screens ('Planos de Aula', its details, the add and edit
 * pages), on the recorded answers (issue 25): the demo's teacher (the recording's 'professor'),
 * her classes and plans and the BNCC catalogue of her components, read from the recording; and,
 * since the demo has no one else's plans, plans a colleague of her unit wrote for her classes,
 * which the stories add to the list (`added`) so the list has two pages and rows not hers.
 */
import { recordedAnswer } from '@lousa/api-client/mocks';
import type { BnccCatalogueItem, LessonPlanItem, Me, MyClass, NamedRef } from '@lousa/domain';

/** The signed-in teacher's /me. */
export const teacherMe = () => recordedAnswer<Me>('professor', 'GET /me');

/** The signed-in teacher, as a plan names its author. */
export const teacher = (): NamedRef => {
  const me = teacherMe();
  return { id: me.id, name: `${me.firstName} ${me.lastName}` };
};

/** The teacher's plans, in the recorded list's order. */
export const teacherPlans = () =>
  recordedAnswer<LessonPlanItem[]>('professor', 'GET /lesson-plans');

/** The classes and components the teacher teaches (GET /me/classes). */
export const teacherClasses = () => recordedAnswer<MyClass[]>('professor', 'GET /me/classes');

interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  role: NamedRef | null;
  schoolUnits: NamedRef[];
}

/** Another 'Professor(a)' of the teacher's unit (from the recorded users). */
export function colleague(): NamedRef {
  const me = teacherMe();
  const units = new Set(me.schoolUnits.map((unit) => unit.id));
  const found = recordedAnswer<UserRow[]>('administrador', 'GET /users').find(
    (user) =>
      user.id !== me.id &&
      user.role?.id === me.role?.id &&
      user.schoolUnits.some((unit) => units.has(unit.id)),
  );
  if (!found) throw new Error('the recording has no colleague of the teacher in her unit');
  return { id: found.id, name: `${found.firstName} ${found.lastName}` };
}

/** The colleague's plans' titles, by component: the story's own rows. */
const COLLEAGUE_TITLES: Record<string, readonly string[]> = {
  'Língua Portuguesa': [
    'Parlendas e cantigas de roda',
    'Rimas e aliterações',
    'O alfabeto em movimento',
    'Bilhetes e recados',
    'Listas de compras da turma',
  ],
  Matemática: [
    'Contagem com material dourado',
    'Sequência numérica até 100',
    'Histórias com números',
    'Jogos de dados e somas',
    'Quantidades no mercadinho',
  ],
};

/**
 * Plans a colleague wrote for the teacher's classes (the recorded plans' fields, in turn, with
 * titles of their component), listed before the teacher's: 9 of them, so the first page holds
 * them and one of the teacher's.
 */
export function colleaguePlans(): LessonPlanItem[] {
  const author = colleague();
  const plans = teacherPlans();
  return Array.from({ length: 9 }, (_, index) => {
    const plan = plans[index % plans.length] as LessonPlanItem;
    const titles = COLLEAGUE_TITLES[plan.curricularComponent.name] ?? [];
    const turn = Math.floor(index / plans.length);
    return {
      ...plan,
      id: `00000000-0000-7000-a000-${(index + 1).toString(16).padStart(12, '0')}`,
      title: titles[turn] ?? `${plan.title} (${turn + 1})`,
      author,
    };
  });
}

/** The list the stories show: the colleague's plans, then the teacher's (the recorded ones). */
export const planListRows = () => [...colleaguePlans(), ...teacherPlans()];

/** The `added` option of `recordedStory`: the colleague's plans in the list. */
export const withColleaguePlans = () => ({ added: { '/lesson-plans': colleaguePlans() } });

/** The recorded catalogue of a component, as the plan's page and the form read it. */
export const catalogueOf = (component: string) =>
  recordedAnswer<BnccCatalogueItem[]>(
    'professor',
    `GET /bncc-standards?${new URLSearchParams({ component })}`,
  );

/** The text of a BNCC standard of the recorded catalogue (how 'Normas BNCC' shows it). */
export function standardText(code: string): string {
  const found = recordedAnswer<BnccCatalogueItem[]>('administrador', 'GET /bncc-standards').find(
    (standard) => standard.code === code,
  );
  if (!found) throw new Error(code);
  return found.description;
}
