import {
  emptyList,
  forbidden,
  loadingForever,
  mockUrl,
  notFound,
  recordedAnswer,
  serverError,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  type AcademicTerm,
  type EvaluationSituation,
  evaluationSituationLabels,
  type ReportCard,
  serverMessages,
  studentReportCardPath,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { evaluationLabels, formatPercent, formatScore } from '../../components/evaluation';
import { chooseOption } from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import { enrolmentYears, isBlankCard } from './alunos-boletim';
import AlunosFichaScreen from './alunos-ficha-screen';
import AlunosScreen from './alunos-screen';
import { knownHistory, knownStudent, withRecordedStudents } from './alunos-story-data';
import { alunoBoletimLabels as labels } from './labels';

/*
 * The 'Boletim' tab of 'Ficha do Aluno' (issue 28), on the recorded demo: the record stories'
 * student (api-client test/recording/grades.ts records their report card of every year they
 * have an enrolment in, as the administrator).
 */
const LOAD = { timeout: 5000 };
const PATH = studentReportCardPath(knownStudent.id);
const ROUTE = `/alunos/ficha?id=${knownStudent.id}&aba=boletim`;
const years = enrolmentYears(knownHistory);
const current = knownHistory.find((enrollment) => enrollment.status === 'ACTIVE')?.academicYear;
if (!current) throw new Error('boletim stories: the recorded student has no active enrolment');
const cardOf = (yearId: string) =>
  recordedAnswer<ReportCard>('administrador', `GET ${PATH}?academicYearId=${yearId}`);
const card = cardOf(current.id);
const termTitles = new Map(
  recordedAnswer<AcademicTerm[]>('administrador', 'GET /academic-terms').map((term) => [
    term.id,
    term.title,
  ]),
);
const termIds = card.components[0]?.terms.map((term) => term.academicTermId) ?? [];

/**
 * The same year once its last term is over, as the server answers it: the components given a
 * final average and a situation in turn (every situation shows), one in recovery with the exam
 * grade still needed; the student fails the year.
 */
const ORDER: EvaluationSituation[] = [
  'APROVADO',
  'EM_RECUPERACAO',
  'APROVADO_APOS_RECUPERACAO',
  'REPROVADO',
  'APROVADO_PELO_CONSELHO',
  'REPROVADO_POR_FALTAS',
];
const yearOver: ReportCard = {
  ...card,
  components: card.components.map((component, index) => {
    const situation = ORDER[index % ORDER.length] as EvaluationSituation;
    const passed = situation.startsWith('APROVADO');
    return {
      ...component,
      terms: component.terms.map((term, position) => ({
        ...term,
        average: passed ? 7 + position / 2 : 4.5,
        absences: position + index,
      })),
      finalAverage: passed ? 7.8 : 4.5,
      examScore: situation === 'APROVADO_APOS_RECUPERACAO' ? 6.5 : null,
      neededExamScore: situation === 'EM_RECUPERACAO' ? 7.5 : null,
      attendance: situation === 'REPROVADO_POR_FALTAS' ? 68.4 : 93.2,
      situation,
    };
  }),
  attendance: 91.7,
  result: 'REPROVADO',
};
const answer = (body: ReportCard) => http.get(mockUrl(PATH), () => HttpResponse.json(body));

const meta = {
  title: 'Telas/Cadastros/Ficha do Aluno/Boletim',
  component: AlunosFichaScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: { base: '3', md: '6' } })}>
        <Story />
      </div>
    ),
    withRoutes(ROUTE, { '/alunos': AlunosScreen }, { showLocation: true }),
    withApi(),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    withRecordedStudents(context);
  },
} satisfies Meta<typeof AlunosFichaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const findTable = async (scope: Scope, year = current.year) =>
  within(
    await scope.findByRole('table', { name: labels.table(knownStudent.person.name, year) }, LOAD),
  );
/**
 * From the record, 'Boletim' opens the year in progress: a row per component, per term (its
 * title) the average and the absences, then 'Média final', 'Exame', 'Situação', 'Frequência';
 * under it the year's result and attendance. 'Imprimir' stays with the record's tab.
 */
export const Populated: Story = {
  parameters: { route: `/alunos/ficha?id=${knownStudent.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Boletim' }, LOAD));
    await expect(canvas.getByRole('tab', { name: 'Boletim' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
      'aba=boletim',
    );
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    const table = await findTable(canvas);
    await expect(canvas.getByRole('combobox', { name: labels.academicYear })).toHaveTextContent(
      current.year,
    );
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual([
      labels.component,
      ...termIds.map((id) => termTitles.get(id)),
      labels.finalAverage,
      labels.exam,
      labels.situation,
      labels.attendance,
      ...termIds.flatMap(() => [labels.average, labels.absences]),
    ]);
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      card.components.map((component) => component.curricularComponent.name),
    );
    const first = card.components[0];
    if (!first) throw new Error('the recorded report card has no component');
    const cells = within(table.getAllByRole('row')[2] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells).toEqual([
      ...first.terms.flatMap((term) => [formatScore(term.average), String(term.absences)]),
      formatScore(first.finalAverage),
      formatScore(first.examScore),
      evaluationSituationLabels[first.situation],
      formatPercent(first.attendance),
    ]);
    const summary = within(canvas.getByLabelText(labels.summary));
    await expect(summary.getByText(evaluationSituationLabels[card.result])).toBeVisible();
    await expect(summary.getByText(formatPercent(card.attendance))).toBeVisible();
    await expect(summary.getByText(card.classroom.name)).toBeVisible();
  },
};

/**
 * The year over: every situation, each in its colour; in recovery, the exam grade still needed;
 * after it, the exam's grade; the year's result 'Reprovado'.
 */
export const YearOver: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(answer(yearOver));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvas);
    for (const code of ORDER.slice(0, yearOver.components.length)) {
      await expect(table.getAllByText(evaluationSituationLabels[code]).length).toBeGreaterThan(0);
    }
    await expect(table.getAllByText(evaluationLabels.needed('7,5'))[0]).toBeVisible();
    await expect(table.getAllByText('6,5')[0]).toBeVisible();
    const summary = within(canvas.getByLabelText(labels.summary));
    await expect(summary.getByText(evaluationSituationLabels.REPROVADO)).toBeVisible();
    await expect(summary.getByText('91,7%')).toBeVisible();
  },
};

/** Another year from 'Ano Letivo': its report card, or that nothing was recorded in it yet. */
export const ChooseYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvas);
    await expect(canvas.getByRole('combobox', { name: labels.academicYear })).toHaveTextContent(
      current.year,
    );
    const other = years.find((year) => year.value !== current.id);
    if (!other) throw new Error('boletim stories: the recorded student has one year only');
    await chooseOption(canvas, labels.academicYear, other.label);
    if (isBlankCard(cardOf(other.value))) {
      await expect(await canvas.findByText(labels.noGrades(other.label), {}, LOAD)).toBeVisible();
    } else {
      await findTable(canvas, other.label);
    }
  },
};

/** A year begun with nothing recorded yet: a sentence, no empty table. */
export const Empty: Story = {
  beforeEach: (context) => {
    const blank: ReportCard = {
      ...card,
      components: card.components.map((component) => ({
        ...component,
        terms: component.terms.map((term) => ({ ...term, average: null, absences: 0 })),
        finalAverage: null,
        examScore: null,
        neededExamScore: null,
        attendance: null,
        situation: 'CURSANDO',
      })),
      attendance: null,
      result: 'CURSANDO',
    };
    (context as StoryContext).msw.use(answer(blank));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.noGrades(current.year), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A student without any enrolment: no year to choose, a sentence says why. */
export const NoEnrolments: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(emptyList('/enrollments'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.noEnrolments, {}, LOAD)).toBeVisible();
    await expect(
      canvas.queryByRole('combobox', { name: labels.academicYear }),
    ).not.toBeInTheDocument();
  },
};

/** A year the student is not enrolled in (404): the server's message. */
export const NotEnrolled: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(notFound('get', PATH, serverMessages.reportCardNotFound));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.reportCardNotFound,
    );
  },
};

/** The report card on its way. */
export const Loading: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(loadingForever('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Said to screen readers (the placeholder lines are not).
    await expect(await canvas.findByText(labels.loading, {}, LOAD)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A course without a 'Regra de Avaliação': the server's message, as 'Resultados' shows it. */
export const NoRule: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(
      unprocessable(
        'get',
        PATH,
        serverMessages.evaluationRuleRequired('Ensino Fundamental - Anos Iniciais'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.evaluationRuleRequired('Ensino Fundamental - Anos Iniciais'),
    );
  },
};

/**
 * Who reads the record but not this report card (403): the server's message in the tab; the
 * record's own tab still works.
 */
export const Forbidden: Story = {
  beforeEach: (context) => {
    (context as StoryContext).msw.use(forbidden('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.permissionDenied,
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Ficha' }));
    const student = within(await canvas.findByRole('region', { name: 'Aluno' }, LOAD));
    await expect(student.getByText(knownStudent.person.name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Boletim' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.permissionDenied);
  },
};

/** The server fails: 'Tentar novamente' in the tab. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: (context) => {
    (context as StoryContext).msw.use(serverError('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /Tentar novamente/ }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** On a phone: the table scrolls sideways inside its frame; the page does not. */
export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  beforeEach: (context) => {
    (context as StoryContext).msw.use(answer(yearOver));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvas);
    const frame = canvas.getByRole('region', { name: labels.region });
    await waitFor(() => expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
