import {
  emptyList,
  findRecordedCall,
  loadingForever,
  mockUrl,
  recordedAnswer,
  serverError,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  type Classroom,
  classroomResultsPath,
  classroomsResource,
  type EvaluationSituation,
  evaluationSituationLabels,
  type MyClass,
  myClassesPath,
  type StudentResult,
  serverMessages,
  unitClassesPath,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { evaluationLabels, situationAbbreviations } from '../../components/evaluation';
import { chooseOption } from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import { resultadosLabels as labels } from './labels';
import ResultadosScreen from './resultados-screen';

/*
 * The demo network as recorded (test/recording/grades.ts): the teacher's class with the most
 * students, and her unit's secretary's, on the recording's day (the first bimester: every
 * situation is still 'Cursando').
 */
const biggest = (classes: readonly MyClass[]) =>
  classes.reduce<MyClass | undefined>(
    (best, item) => (!best || item.students > best.students ? item : best),
    undefined,
  );
const own = biggest(recordedAnswer<MyClass[]>('professor', `GET ${myClassesPath}`));
if (!own) throw new Error('resultados stories: the teacher has no class recorded');
const RESULTS_PATH = classroomResultsPath(own.classroom.id);
const results = recordedAnswer<StudentResult[]>('professor', `GET ${RESULTS_PATH}`);
const ROUTE = `/resultados?classroomId=${own.classroom.id}`;
const LOAD = { timeout: 5000 };

/**
 * The same class at the end of the year, as the server answers once its last term is over: each
 * student's components given a final average and a situation in turn, so that every situation
 * shows (the recording's day is in the first bimester).
 */
const ORDER: EvaluationSituation[] = [
  'APROVADO',
  'EM_RECUPERACAO',
  'APROVADO_APOS_RECUPERACAO',
  'REPROVADO',
  'APROVADO_PELO_CONSELHO',
];
const yearOver: StudentResult[] = results.map((student, row) => {
  const components = student.components.map((component, column) => {
    const situation = ORDER[(row + column) % ORDER.length] as EvaluationSituation;
    const passed = situation.startsWith('APROVADO');
    return {
      ...component,
      finalAverage: passed ? 7.5 : 4.2,
      examScore: situation === 'APROVADO_APOS_RECUPERACAO' ? 6 : null,
      neededExamScore: situation === 'EM_RECUPERACAO' ? 5.8 : null,
      attendance: 92.5,
      situation,
    };
  });
  const result: EvaluationSituation = components.some((c) => c.situation === 'REPROVADO')
    ? 'REPROVADO'
    : components.some((c) => c.situation === 'EM_RECUPERACAO')
      ? 'EM_RECUPERACAO'
      : 'APROVADO';
  return { ...student, components, attendance: 92.5, result };
});

const meta = {
  title: 'Telas/Pedagógico/Resultados da Turma',
  component: ResultadosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: { base: '3', md: '6' } })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/resultados'),
  ],
  parameters: { ...recordedStory('professor').parameters, layout: 'fullscreen', route: ROUTE },
  beforeEach: (context) => {
    recordedStory('professor').beforeEach(context);
  },
} satisfies Meta<typeof ResultadosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'table',
      { name: labels.table(own.classroom.name) },
      LOAD,
    ),
  );

/** The teacher's class as recorded: a row per student, a column per component, all 'Cursando'. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Resultados da Turma' }),
    ).toBeVisible();
    const map = await mapOf(canvasElement);
    const first = results[0] as StudentResult;
    const headers = map.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual([
      labels.student,
      ...first.components.map((component) => component.curricularComponent.name),
      labels.attendance,
      labels.result,
    ]);
    await expect(map.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      results.map((student) => student.student.name),
    );
    await expect(canvas.getByText(labels.count(results.length, results.length))).toBeVisible();
    // The first bimester: nobody has a result yet.
    await expect(map.getAllByText(evaluationSituationLabels.CURSANDO)).toHaveLength(results.length);
    await expect(map.getAllByText(situationAbbreviations.CURSANDO).length).toBeGreaterThan(0);
  },
};

/**
 * After the last term: every situation shows, with its short form and full name; a student in
 * recovery shows the exam grade still needed. 'Situação' narrows the map to who is in it.
 */
export const YearOver: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(
      http.get(mockUrl(RESULTS_PATH), () => HttpResponse.json(yearOver)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapOf(canvasElement);
    await expect(
      map.getAllByTitle(evaluationSituationLabels.EM_RECUPERACAO).length,
    ).toBeGreaterThan(0);
    await expect(map.getAllByText(evaluationLabels.needed('5,8')).length).toBeGreaterThan(0);
    // The legend spells out every short form.
    const legend = within(canvas.getByLabelText(labels.legend));
    for (const code of ORDER) {
      await expect(legend.getByText(situationAbbreviations[code])).toBeVisible();
      await expect(legend.getByText(evaluationSituationLabels[code])).toBeVisible();
    }
    await chooseOption(canvas, /^Situação/, evaluationSituationLabels.REPROVADO);
    const failing = yearOver.filter(
      (student) =>
        student.result === 'REPROVADO' ||
        student.components.some((component) => component.situation === 'REPROVADO'),
    );
    await waitFor(() =>
      expect(canvas.getByText(labels.count(failing.length, yearOver.length))).toBeVisible(),
    );
  },
};

/** The results are on their way. */
export const Loading: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(loadingForever('get', RESULTS_PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(labels.loading);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A course without a 'Regra de Avaliação': the server's message says what is missing. */
export const NoRule: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(
      unprocessable(
        'get',
        RESULTS_PATH,
        serverMessages.evaluationRuleRequired('Ensino Fundamental - Anos Iniciais'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.evaluationRuleRequired('Ensino Fundamental - Anos Iniciais'),
    );
  },
};

/** The results could not be read: the page says so and offers to try again. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: (context) => {
    (context as StoryContext).msw.use(serverError('get', RESULTS_PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /Tentar novamente/ }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A class without students. */
export const Empty: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(emptyList(RESULTS_PATH));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.noStudents, {}, LOAD)).toBeVisible();
  },
};

/** A teacher without classes. */
export const NoClasses: Story = {
  parameters: { route: '/resultados' },
  beforeEach: (context) => {
    (context as StoryContext).msw.use(emptyList(myClassesPath));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(labels.noClassesTitle, {}, LOAD),
    ).toBeVisible();
  },
};

/** A unit's secretary: one of her unit's classes, as recorded for her. */
const unitClass = recordedAnswer<MyClass[]>('secretaria', `GET ${unitClassesPath}`).find((item) =>
  findRecordedCall('secretaria', `GET ${classroomResultsPath(item.classroom.id)}`),
);
if (!unitClass) throw new Error('resultados stories: no class of the secretary recorded');
const unitResults = recordedAnswer<StudentResult[]>(
  'secretaria',
  `GET ${classroomResultsPath(unitClass.classroom.id)}`,
);

/** Her class as GET /classrooms/<id> answers it (the recording has the list, as the administrator's). */
const unitRoom = recordedAnswer<Classroom[]>(
  'administrador',
  `GET ${classroomsResource.path}`,
).find((room) => room.id === unitClass.classroom.id);

/** She may close the class: 'Encerrar Turma' above the map ('Resultados da Turma/Encerramento'). */
export const Secretary: Story = {
  parameters: {
    ...recordedStory('secretaria').parameters,
    route: `/resultados?classroomId=${unitClass.classroom.id}`,
  },
  beforeEach: (context) => {
    recordedStory('secretaria').beforeEach(context);
    (context as StoryContext).msw.use(
      http.get(mockUrl(`${classroomsResource.path}/${unitClass.classroom.id}`), () =>
        HttpResponse.json({ ...unitRoom, closedAt: null }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const map = within(
      await within(canvasElement).findByRole(
        'table',
        { name: labels.table(unitClass.classroom.name) },
        LOAD,
      ),
    );
    await expect(map.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      unitResults.map((student) => student.student.name),
    );
  },
};

/** No class chosen yet (the secretary reads her unit's classes): the page asks for one. */
export const ChooseClass: Story = {
  parameters: { ...recordedStory('secretaria').parameters, route: '/resultados' },
  beforeEach: (context) => {
    recordedStory('secretaria').beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.chooseTitle, {}, LOAD)).toBeVisible();
    await chooseOption(canvas, /^Turma/, new RegExp(`^${unitClass.classroom.name} — `));
    await expect(
      await canvas.findByRole('table', { name: labels.table(unitClass.classroom.name) }, LOAD),
    ).toBeVisible();
  },
};

/** On a phone: the map scrolls sideways inside its frame; the page does not. */
export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  beforeEach: (context) => {
    (context as StoryContext).msw.use(
      http.get(mockUrl(RESULTS_PATH), () => HttpResponse.json(yearOver)),
    );
  },
  play: async ({ canvasElement }) => {
    await mapOf(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
