import {
  type Activity,
  type BnccCatalogueItem,
  bnccSeed,
  type Classroom,
  type CurricularComponent,
  calendarDateToIso,
  type LessonPlanItem,
  type User,
} from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';

/**
 * The fixture lesson plans, pedagogical activities and BNCC catalogue (issue 14). Made with a
 * faker of their own (from the database's seed), so the data made before them stays as it was.
 * The plans and activities are written in the classes the fixture teachers teach, so a teacher
 * signed in sees rows it may edit and rows it may only read.
 */

const iso = (year: number, month: number, day: number) => calendarDateToIso({ year, month, day });
const ref = ({ id, name }: { id: string; name: string }) => ({ id, name });
const personOf = (user: User) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` });

export interface FixturePedagogySource {
  admin: User;
  classrooms: readonly Classroom[];
  curricularComponents: readonly CurricularComponent[];
  /** The teaching assignments (`db.teachingAssignments`). */
  teaching: readonly FixtureTeaching[];
}

export interface FixturePedagogy {
  bnccStandards: BnccCatalogueItem[];
  lessonPlans: LessonPlanItem[];
  activities: Activity[];
}

type Subject = 'Língua Portuguesa' | 'Matemática';

interface PlanSeed {
  title: string;
  subject: Subject;
  theme: string;
  codes: readonly string[];
  generalObjective: string;
  references?: string;
}

/** The plans' texts, in the order they were written (oldest first). */
const planSeeds: readonly PlanSeed[] = [
  {
    title: 'Leitura de parlendas',
    subject: 'Língua Portuguesa',
    theme: 'Leitura/escuta (compartilhada e autônoma)',
    codes: ['EF01LP01'],
    generalObjective: 'Ler parlendas conhecidas, acompanhando a leitura com o dedo.',
    references: 'Parlendas para brincar, de Josca Ailine Baroukh e Lucila Silva de Almeida.',
  },
  {
    title: 'Números no dia a dia',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA01'],
    generalObjective: 'Reconhecer números em embalagens, calendários e placas da escola.',
  },
  {
    title: 'Alfabeto móvel',
    subject: 'Língua Portuguesa',
    theme: 'Análise linguística/semiótica (Alfabetização)',
    codes: ['EF01LP04', 'EF01LP05'],
    generalObjective: 'Montar o próprio nome e o dos colegas com letras móveis.',
  },
  {
    title: 'Contagem de coleções',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA02'],
    generalObjective: 'Contar tampinhas e figurinhas por agrupamentos de dois e de cinco.',
  },
  {
    title: 'Escrita espontânea de listas',
    subject: 'Língua Portuguesa',
    theme: 'Produção de textos (escrita compartilhada e autônoma)',
    codes: ['EF01LP02'],
    generalObjective: 'Escrever a lista de brinquedos da turma do jeito que souberem.',
  },
  {
    title: 'Estimativas de quantidades',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA03'],
    generalObjective: 'Estimar qual pote tem mais grãos e conferir contando.',
  },
  {
    title: 'Comparando escritas',
    subject: 'Língua Portuguesa',
    theme: 'Análise linguística/semiótica (Alfabetização)',
    codes: ['EF01LP03'],
    generalObjective: 'Comparar a própria escrita com a escrita convencional das palavras.',
  },
  {
    title: 'Calendário da turma',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA04'],
    generalObjective: 'Contar os dias do mês no calendário da sala e registrar os aniversários.',
  },
  {
    title: 'Cantigas de roda',
    subject: 'Língua Portuguesa',
    theme: 'Leitura/escuta (compartilhada e autônoma)',
    codes: ['EF01LP01', 'EF01LP02'],
    generalObjective: 'Cantar, ler e reescrever cantigas de roda conhecidas.',
    references: 'Cancioneiro infantil da rede municipal.',
  },
  {
    title: 'Comparando números',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA05'],
    generalObjective: 'Comparar números de duas ordens com apoio da reta numérica.',
  },
  {
    title: 'Nomes da turma',
    subject: 'Língua Portuguesa',
    theme: 'Análise linguística/semiótica (Alfabetização)',
    codes: ['EF01LP04'],
    generalObjective: 'Identificar as letras iniciais e finais dos nomes dos colegas.',
  },
  {
    title: 'Jogo do mercadinho',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA01', 'EF01MA02'],
    generalObjective: 'Usar números como quantidade e como código em um mercadinho de sala.',
  },
  {
    title: 'Rimas e poemas',
    subject: 'Língua Portuguesa',
    theme: 'Oralidade',
    codes: ['EF01LP05'],
    generalObjective: 'Perceber rimas em poemas e relacionar sons da fala às letras.',
  },
  {
    title: 'Reta numérica no pátio',
    subject: 'Matemática',
    theme: 'Números',
    codes: ['EF01MA04', 'EF01MA05'],
    generalObjective: 'Construir uma reta numérica no chão do pátio e localizar números nela.',
  },
];

/** The activities' texts and days (2025), in the order they were created. */
const activitySeeds: readonly {
  title: string;
  subject: Subject;
  day: readonly [number, number];
  description: string;
}[] = [
  {
    title: 'Roda de leitura',
    subject: 'Língua Portuguesa',
    day: [3, 10],
    description: 'Leitura compartilhada de parlendas, com as crianças sentadas em roda.',
  },
  {
    title: 'Bingo de números',
    subject: 'Matemática',
    day: [3, 12],
    description: 'Bingo com os números de 1 a 30, cantados pela professora.',
  },
  {
    title: 'Ditado de palavras',
    subject: 'Língua Portuguesa',
    day: [3, 17],
    description: 'Ditado de palavras do campo semântico dos brinquedos.',
  },
  {
    title: 'Contagem de tampinhas',
    subject: 'Matemática',
    day: [3, 19],
    description: 'Contar tampinhas em grupos de cinco e registrar no caderno.',
  },
  {
    title: 'Caça-palavras',
    subject: 'Língua Portuguesa',
    day: [3, 24],
    description: 'Encontrar os nomes dos colegas em um caça-palavras.',
  },
  {
    title: 'Mercadinho da turma',
    subject: 'Matemática',
    day: [3, 26],
    description: 'Compra e venda com dinheirinho de papel e etiquetas de preço.',
  },
  {
    title: 'Reescrita de cantiga',
    subject: 'Língua Portuguesa',
    day: [3, 31],
    description: 'Reescrita coletiva de uma cantiga de roda no quadro.',
  },
  {
    title: 'Gráfico dos aniversários',
    subject: 'Matemática',
    day: [4, 2],
    description: 'Gráfico de colunas com os aniversariantes de cada mês.',
  },
  {
    title: 'Hora do conto',
    subject: 'Língua Portuguesa',
    day: [4, 7],
    description: 'Contação de história na biblioteca, seguida de desenho.',
  },
  {
    title: 'Trilha numérica',
    subject: 'Matemática',
    day: [4, 9],
    description: 'Jogo de trilha com dado, andando e contando as casas.',
  },
  {
    title: 'Alfabeto ilustrado',
    subject: 'Língua Portuguesa',
    day: [4, 14],
    description: 'Cada criança ilustra uma letra do alfabeto para o mural.',
  },
  {
    title: 'Medindo com palmos',
    subject: 'Matemática',
    day: [4, 16],
    description: 'Medir a mesa e a porta com palmos e comparar os resultados.',
  },
  {
    title: 'Sarau de poemas',
    subject: 'Língua Portuguesa',
    day: [4, 23],
    description: 'Declamação de poemas com rimas para as famílias.',
  },
];

/** A class and component someone teaches, and who (the fixture assignments' shape). */
export interface FixtureTeaching {
  classroom: { id: string; name: string };
  curricularComponent: { id: string; name: string };
  teacher: { id: string; name: string };
}

/**
 * The fixture pedagogy: the BNCC seed as the catalogue, 14 plans and 13 activities. They are
 * written in the classes of the teaching assignments in 'Língua Portuguesa' and 'Matemática':
 * most by the first such teacher (the author of the oldest plan, `lessonPlans.at(-1)`: a story
 * signs in as it to edit its plans), every third plan by a colleague. Without such assignments, the first classrooms and
 * the administrator stand in.
 */
export function createFixturePedagogy(
  seed: number,
  { admin, classrooms, curricularComponents, teaching }: FixturePedagogySource,
): FixturePedagogy {
  const faker = createFaker(seed * 6_007 + 14);
  const bnccStandards: BnccCatalogueItem[] = bnccSeed.map((standard) => ({
    id: faker.uuid(),
    ...standard,
  }));
  const componentNamed = (name: Subject) => {
    const found = curricularComponents.find((candidate) => candidate.name === name);
    return found ? ref(found) : { id: faker.uuid(), name };
  };
  const subjects: readonly string[] = ['Língua Portuguesa', 'Matemática'];
  const taught = teaching.filter((entry) => subjects.includes(entry.curricularComponent.name));
  const main = taught[0]?.teacher;
  const mine = taught.filter((entry) => entry.teacher.id === main?.id);
  const others = taught.filter((entry) => entry.teacher.id !== main?.id);
  const standIn = (subject: Subject, index: number): FixtureTeaching => ({
    classroom: ref(classrooms[index % Math.max(classrooms.length, 1)] ?? standInClassroom),
    curricularComponent: componentNamed(subject),
    teacher: personOf(admin),
  });
  /** The n-th class of `subject` among `entries` (any subject when none), or a stand-in. */
  const pick = (entries: readonly FixtureTeaching[], subject: Subject, n: number) => {
    const ofSubject = entries.filter((entry) => entry.curricularComponent.name === subject);
    const pool = ofSubject.length ? ofSubject : entries;
    return pool[n % Math.max(pool.length, 1)] ?? standIn(subject, n);
  };
  const learningObjectOf = (codes: readonly string[]) =>
    [
      ...new Set(
        codes.map((code) => bnccSeed.find((standard) => standard.code === code)?.learningObject),
      ),
    ]
      .filter((text) => text !== undefined)
      .join('; ');

  const lessonPlans: LessonPlanItem[] = planSeeds.map((plan, index) => {
    // Every third plan is a colleague's (when there is one).
    const where = pick(index % 3 === 1 && others.length ? others : mine, plan.subject, index);
    return {
      id: faker.uuid(),
      title: plan.title,
      theme: plan.theme,
      classroom: ref(where.classroom),
      curricularComponent: ref(where.curricularComponent),
      bnccStandards: [...plan.codes],
      learningObject: learningObjectOf(plan.codes),
      generalObjective: plan.generalObjective,
      references: plan.references ?? null,
      author: ref(where.teacher),
      createdAt: `${iso(2025, 3, 3 + index).slice(0, 10)}T13:${String(10 + index).padStart(2, '0')}:00.000Z`,
    };
  });

  const activities: Activity[] = activitySeeds.map((activity, index) => {
    const where = pick(mine, activity.subject, index);
    return {
      id: faker.uuid(),
      title: activity.title,
      date: iso(2025, activity.day[0], activity.day[1]),
      description: activity.description,
      classroom: ref(where.classroom),
      curricularComponent: ref(where.curricularComponent),
    };
  });

  // As the server lists them unless sorted: the newest plan, the latest activity first.
  return {
    bnccStandards,
    lessonPlans: lessonPlans.reverse(),
    activities: activities.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
  };
}

const standInClassroom = { id: '00000000-0000-4000-8000-000000000014', name: '1º ANO A' };
