import {
  emptyList,
  loadingForever,
  mockUrl,
  RECORDED_NOW,
  type RecordedRole,
  recordedAnswer,
  serverError,
} from '@lousa/api-client/mocks';
import {
  type AcademicTerm,
  type Assessment,
  assessmentsResource,
  formatDate,
  formatDecimal,
  formatDecimalInput,
  type GradeSheet,
  type GradeSheetSaveBody,
  gradesPath,
  type MyClass,
  messages,
  myClassesPath,
  reportCardsPath,
  serverMessages,
  TOTAL_COUNT_HEADER,
  toasts,
  todayIso,
  unitClassesPath,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { registryLabels } from '../../components/registry';
import {
  chooseOption,
  chooseRowAction,
  findToast,
  stayThenDiscard,
  TYPING,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import { notasLabels as labels } from './labels';
import NotasScreen from './notas-screen';
import { classItems, defaultTermId } from './notas-selection-values';

/*
 * The demo network as recorded (test/recording/grades.ts): the teacher signed in, on her class
 * with the most students, in the term of the recording's day ('1º Bimestre'); the term after it
 * has no assessments yet. A unit's secretary reads her unit's biggest class with assessments.
 */
interface Choice {
  classroom: { id: string; name: string };
  curricularComponent: { id: string; name: string };
  students: number;
}
const biggest = <T extends Choice>(classes: readonly T[]) =>
  classes.reduce<T | undefined>(
    (best, item) => (!best || item.students > best.students ? item : best),
    undefined,
  );
/** The recording's day (the module loads before a story sets the runner's clock to it). */
const TODAY = RECORDED_NOW.slice(0, 10);
const terms = recordedAnswer<AcademicTerm[]>('professor', 'GET /academic-terms');
const isBimester = (item: AcademicTerm) => item.title.includes('Bimestre');
const term = terms.find(
  (item) =>
    isBimester(item) && item.startDate.slice(0, 10) <= TODAY && TODAY <= item.endDate.slice(0, 10),
);
const nextTerm = terms.find((item) => term && isBimester(item) && item.startDate > term.endDate);
const place = biggest(recordedAnswer<MyClass[]>('professor', `GET ${myClassesPath}`));
if (!term || !nextTerm || !place)
  throw new Error('notas stories: the recording has no class to show');
const queryOf = (choice: Choice, termId: string) => ({
  classroomId: choice.classroom.id,
  curricularComponentId: choice.curricularComponent.id,
  academicTermId: termId,
});
const QUERY = queryOf(place, term.id);
const ROUTE = `/notas?${new URLSearchParams(QUERY)}`;
const CLASS_LABEL = `${place.classroom.name} — ${place.curricularComponent.name}`;
const LOAD = { timeout: 5000 };

type Query = ReturnType<typeof queryOf>;
const search = (query: Query) => new URLSearchParams(query).toString();
/** The recorded grid, report cards and assessments (by date) of a class and term. */
const recordedSheet = (query: Query, as: RecordedRole = 'professor') =>
  recordedAnswer<GradeSheet>(as, `GET ${gradesPath}?${search(query)}`);
/** A report card as 'Notas' reads it: the student's attendance in the term. */
interface Card {
  student: { id: string };
  attendance: number | null;
}
const recordedCards = (query: Query, as: RecordedRole = 'professor') =>
  recordedAnswer<Card[]>(as, `GET ${reportCardsPath}?${search(query)}`);
const recordedAssessments = (query: Query, as: RecordedRole = 'professor') =>
  recordedAnswer<Assessment[]>(as, `GET ${assessmentsResource.path}?${search(query)}&sort=date`);

/** The bodies of the PUT /grades sent during the story. */
let puts: GradeSheetSaveBody[] = [];
/** The body of the POST /assessments sent during the story. */
let posted: unknown;
/** The assessment created by the story (POST /assessments), as the server lists it. */
let created: Assessment | undefined;
/** The changes the story saved to assessments (PATCH) and the ones it deleted. */
let patched: Record<string, Partial<Assessment>> = {};
let deleted = new Set<string>();

/**
 * The grid after the story's changes, as the server would answer it: the recording answers a
 * write as it was sent and never recomputes the grid (GET /grades) or a class's assessments
 * (GET /assessments?classroomId=…), so the story shows its created, renamed and deleted
 * assessments and its saved scores there itself. The averages stay the recorded ones.
 */
function sheetNow(query: Query = QUERY, as: RecordedRole = 'professor'): GradeSheet {
  const sheet = recordedSheet(query, as);
  const assessments = [
    ...sheet.assessments.map((item) => ({ ...item, ...(patched[item.id] ?? {}) })),
    ...(created ? [created] : []),
  ].filter((item) => !deleted.has(item.id));
  const students = sheet.students.map((student) => {
    const scores: Record<string, number | null> = {};
    for (const item of assessments) scores[item.id] = student.scores[item.id] ?? null;
    for (const body of puts) {
      for (const grade of body.grades) {
        if (grade.studentId === student.studentId) scores[grade.assessmentId] = grade.score;
      }
    }
    return { ...student, scores };
  });
  return {
    ...sheet,
    assessments: assessments.map(({ id, title, date, weight, maxScore }) => ({
      id,
      title,
      date,
      weight,
      maxScore,
    })),
    students,
  };
}
const assessmentsNow = () => recordedAssessments(QUERY);

function storyChanges({ msw }: StoryContext) {
  const queryIn = (request: Request): Query => {
    const params = new URL(request.url).searchParams;
    return {
      classroomId: params.get('classroomId') ?? '',
      curricularComponentId: params.get('curricularComponentId') ?? '',
      academicTermId: params.get('academicTermId') ?? '',
    };
  };
  const known = (query: Query) => {
    try {
      return recordedSheet(query) && true;
    } catch {
      return false;
    }
  };
  msw.use(
    http.get(mockUrl(gradesPath), ({ request }) => {
      const query = queryIn(request);
      return known(query) ? HttpResponse.json(sheetNow(query)) : undefined;
    }),
    http.put(mockUrl(gradesPath), async ({ request }) => {
      const body = (await request.clone().json()) as GradeSheetSaveBody;
      puts.push(body);
      const { classroomId, curricularComponentId, academicTermId } = body;
      return HttpResponse.json(sheetNow({ classroomId, curricularComponentId, academicTermId }));
    }),
    http.get(mockUrl(assessmentsResource.path), ({ request }) => {
      const query = queryIn(request);
      if (!created || !known(query)) return undefined;
      const rows = [...recordedAssessments(query), created];
      return HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    }),
    http.post(mockUrl(assessmentsResource.path), async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      posted = body;
      const [model] = recordedAssessments(QUERY);
      created = {
        ...(model as Assessment),
        id: '00000000-0000-7000-9000-000000000001',
        title: String(body.title),
        date: String(body.date),
        weight: Number(body.weight),
        maxScore: Number(body.maxScore),
        graded: 0,
      };
      return HttpResponse.json(created, { status: 201 });
    }),
    // The recording keeps these itself (its lists show them); noted for the grid.
    http.patch(mockUrl(`${assessmentsResource.path}/:id`), async ({ request, params }) => {
      const id = String(params.id);
      patched[id] = { ...(patched[id] ?? {}), ...((await request.clone().json()) as object) };
    }),
    http.delete(mockUrl(`${assessmentsResource.path}/:id`), ({ params }) => {
      deleted.add(String(params.id));
    }),
  );
}

const meta = {
  title: 'Telas/Pedagógico/Notas',
  component: NotasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: { base: '3', md: '6' } })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/notas', { showLocation: true }),
  ],
  parameters: { ...recordedStory('professor').parameters, layout: 'fullscreen', route: ROUTE },
  beforeEach: (context) => {
    puts = [];
    posted = undefined;
    created = undefined;
    patched = {};
    deleted = new Set();
    recordedStory('professor').beforeEach(context);
    storyChanges(context as StoryContext);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof NotasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

const assessmentsTable = (canvas: Scope) =>
  canvas.findByRole('table', { name: labels.assessments }, LOAD);
const gridTable = (canvas: Scope) => canvas.findByRole('table', { name: labels.grades }, LOAD);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
const launch = async (canvas: Scope) => {
  await userEvent.click(await canvas.findByRole('button', { name: labels.launch }, LOAD));
};
const cellOf = (canvas: Scope, student: string, assessment: string) =>
  canvas.getByRole('textbox', { name: labels.cell(student, assessment) });
/** A cell once 'Lançar Notas' has turned the grid into inputs. */
const findCell = (canvas: Scope, student: string, assessment: string) =>
  canvas.findByRole('textbox', { name: labels.cell(student, assessment) }, LOAD);
const saveButton = (canvas: Scope) => canvas.getByRole('button', { name: labels.save });
/**
 * 'Lançar Notas', then the first student's cell of the first assessment, once it has the focus:
 * the cell, with that student and assessment as the fixture has them.
 */
async function launchAtFirstCell(canvas: Scope) {
  const {
    students: [student],
    assessments: [assessment],
  } = sheetNow();
  if (!student || !assessment) throw new Error('empty grid');
  await launch(canvas);
  const cell = await findCell(canvas, student.name, assessment.title);
  await waitFor(() => expect(cell).toHaveFocus());
  return { cell, student, assessment };
}

/**
 * The class's assessments (Título, Data, Peso, Nota máxima, by date) and the grid: each student's
 * scores with a decimal comma ('-' without one), the server's average with one decimal and the
 * attendance of the report cards; 'Lançar Notas' and 'Nova Avaliação' for the teacher.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
    const table = await assessmentsTable(canvas);
    await waitFor(() =>
      expect(rowsOf(table).map((row) => row.slice(0, 4))).toEqual(
        assessmentsNow().map((item) => [
          item.title,
          formatDate(item.date),
          formatDecimalInput(item.weight),
          formatDecimalInput(item.maxScore),
        ]),
      ),
    );
    await expect(await canvas.findByRole('button', { name: labels.launch }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.newAssessment })).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: labels.classAndComponent }),
    ).toHaveTextContent(CLASS_LABEL);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: labels.term })).toHaveTextContent(term.title),
    );

    const grid = await gridTable(canvas);
    const sheet = sheetNow();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.firstChild?.textContent);
    await expect(headers).toEqual([
      labels.student,
      ...sheet.assessments.map((item) => item.title),
      labels.average,
      labels.attendance,
    ]);
    const cards = recordedCards(QUERY);
    await waitFor(() =>
      expect(rowsOf(grid)).toEqual(
        sheet.students.map((student) => {
          const present = cards.find((row) => row.student.id === student.studentId)?.attendance;
          return [
            `${student.code} ${student.name}`,
            ...sheet.assessments.map((item) => {
              const score = student.scores[item.id];
              return score === null || score === undefined ? '-' : formatDecimalInput(score);
            }),
            student.average === null ? '-' : formatDecimal(student.average),
            present === undefined || present === null
              ? '-'
              : `${formatDecimal(present)}%${present < 75 ? ' (abaixo de 75%)' : ''}`,
          ];
        }),
      ),
    );
    // Read-only: no inputs until 'Lançar Notas'.
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
  },
};

/** While the teacher's classes are on their way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', '/me/classes'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: labels.launch })).toBeNull();
  },
};

/** A teacher who teaches no class: what to ask for, and no grid. */
export const NoClasses: Story = {
  beforeEach({ msw }) {
    // The recorded teacher, whose classes the story takes away.
    msw.use(emptyList(myClassesPath));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.noClassesTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: labels.classAndComponent })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.launch })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.newAssessment })).toBeNull();
  },
};

/** The secretary's unit's assessments, and its term of the recording's day (her unit's calendar). */
const unitAssessed = recordedAnswer<Assessment[]>('secretaria', `GET ${assessmentsResource.path}`);
const unitTerm =
  terms.find(
    (item) =>
      isBimester(item) &&
      item.startDate.slice(0, 10) <= TODAY &&
      TODAY <= item.endDate.slice(0, 10) &&
      unitAssessed.some((assessment) => assessment.academicTerm.id === item.id),
  ) ?? term;

/**
 * A unit's secretary, who teaches no class, may read and correct the records of her unit's
 * classes: 'Turma — Componente' lists each class of the unit with its matrix's components (and
 * no other unit's); the class chosen shows its assessments and grid, with 'Lançar Notas'.
 */
export const SecretaryOfUnit: Story = {
  parameters: { route: `/notas?${new URLSearchParams({ academicTermId: unitTerm.id })}` },
  beforeEach(context) {
    recordedStory('secretaria').beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offered = recordedAnswer<MyClass[]>('secretaria', `GET ${unitClassesPath}`);
    const chosen = biggest(
      offered.filter((item) =>
        unitAssessed.some(
          (assessment) =>
            assessment.classroom.id === item.classroom.id &&
            assessment.curricularComponent.id === item.curricularComponent.id &&
            assessment.academicTerm.id === unitTerm.id,
        ),
      ),
    );
    if (!chosen) throw new Error('notas stories: the secretary has no class with assessments');
    const query = queryOf(chosen, unitTerm.id);
    const select = await canvas.findByRole('combobox', { name: labels.classAndComponent }, LOAD);
    await userEvent.click(select);
    const options = await screen.findAllByRole('option', {}, LOAD);
    const items = classItems(offered);
    await expect(offered.length).toBeGreaterThan(1);
    await expect(options.map((option) => option.textContent)).toEqual(
      items.map((item) => item.label),
    );
    const index = items.findIndex(
      (item) => item.value === `${query.classroomId}:${query.curricularComponentId}`,
    );
    await userEvent.click(options[index] as HTMLElement);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
        `classroomId=${query.classroomId}&curricularComponentId=${query.curricularComponentId}`,
      ),
    );
    const table = await assessmentsTable(canvas);
    await waitFor(() =>
      expect(rowsOf(table).map((row) => row[0])).toEqual(
        recordedAssessments(query, 'secretaria').map((item) => item.title),
      ),
    );
    const grid = await gridTable(canvas);
    await waitFor(() =>
      expect(rowsOf(grid).map((row) => row[0])).toEqual(
        recordedSheet(query, 'secretaria').students.map(
          (student) => `${student.code} ${student.name}`,
        ),
      ),
    );
    await expect(await canvas.findByRole('button', { name: labels.launch }, LOAD)).toBeVisible();
  },
};

/** A term without assessments: how to add the first one; nothing to launch yet. */
export const NoAssessments: Story = {
  // The term after the recording's day: none yet.
  parameters: { route: `/notas?${new URLSearchParams(queryOf(place, nextTerm.id))}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(recordedAssessments(queryOf(place, nextTerm.id))).toEqual([]);
    await expect(await canvas.findByText(labels.noAssessments, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.newAssessment })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.launch })).toBeNull();
    await expect(canvas.queryByRole('table', { name: labels.grades })).toBeNull();
  },
};

/** The grid cannot be loaded: the error with 'Tentar novamente'; nothing to launch. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/grades'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(registryLabels.loadError);
    await expect(within(alert).getByRole('button', { name: registryLabels.retry })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: labels.launch })).toBeNull();
  },
};

/**
 * Arriving from 'Minhas Turmas' (class and component in the address, no term): the term of
 * today is chosen (else the latest) and written in the address.
 */
export const FromMinhasTurmas: Story = {
  parameters: {
    route: `/notas?${new URLSearchParams({
      classroomId: QUERY.classroomId,
      curricularComponentId: QUERY.curricularComponentId,
    })}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wanted = terms.find((item) => item.id === defaultTermId(terms, todayIso()));
    if (!wanted) throw new Error('no default term');
    // The select shows the default term as soon as the terms are in; the address takes it an
    // effect later: both are waited for (the address was read at once, and now and then lost).
    await waitFor(
      () =>
        expect(canvas.getByRole('combobox', { name: labels.term })).toHaveTextContent(wanted.title),
      LOAD,
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
          `academicTermId=${wanted.id}`,
        ),
      LOAD,
    );
    await expect(await gridTable(canvas)).toBeVisible();
  },
};

/**
 * Another term chosen in 'Período Letivo': its assessments (the term after the recording's day
 * has none yet) and the address with it; back to the first, its assessments again.
 */
export const ChooseTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await assessmentsTable(canvas);
    await chooseOption(canvas, labels.term, nextTerm.title);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
        `academicTermId=${nextTerm.id}`,
      ),
    );
    await expect(recordedAssessments(queryOf(place, nextTerm.id))).toEqual([]);
    await expect(await canvas.findByText(labels.noAssessments, {}, LOAD)).toBeVisible();
    await chooseOption(canvas, labels.term, term.title);
    await waitFor(async () =>
      expect(rowsOf(await assessmentsTable(canvas)).map((row) => row[1])).toEqual(
        assessmentsNow().map((item) => formatDate(item.date)),
      ),
    );
  },
};

/** 'Salvar' on the empty form: each field says what it needs; a bad weight and maximum too. */
export const NewAssessmentValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.newAssessment }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: labels.newAssessment }));
    await expect(dialog.getByRole('textbox', { name: labels.maxScore })).toHaveValue('10');
    await userEvent.click(dialog.getByRole('button', { name: registryLabels.save }));
    for (const message of [
      messages.assessmentTitleRequired,
      messages.assessmentDateRequired,
      messages.weightRequired,
    ]) {
      await expect(await dialog.findByText(message, {}, LOAD)).toBeVisible();
    }
    // Key by key, and the messages awaited as long as a list is: a clean-clone run under load
    // once missed the weight's message within the default second.
    const weight = dialog.getByRole('textbox', { name: labels.weight });
    await userEvent.type(weight, 'dois', TYPING);
    await expect(weight).toHaveValue('dois');
    const max = dialog.getByRole('textbox', { name: labels.maxScore });
    await userEvent.clear(max);
    await userEvent.type(max, '200', TYPING);
    await expect(max).toHaveValue('200');
    await userEvent.click(dialog.getByRole('button', { name: registryLabels.save }));
    await expect(await dialog.findByText(messages.weightInvalid, {}, LOAD)).toBeVisible();
    await expect(await dialog.findByText(messages.maxScoreMax, {}, LOAD)).toBeVisible();
    await expect(max).toHaveAccessibleDescription(messages.maxScoreMax);
  },
};

/**
 * 'Nova Avaliação' saved: the toast, the assessment in the list and a column of its own in the
 * grid; the body carries the class, component and term, the weight as a number.
 */
export const NewAssessment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.newAssessment }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: labels.newAssessment }));
    await userEvent.type(dialog.getByRole('textbox', { name: labels.title }), 'Recuperação');
    await userEvent.type(dialog.getByRole('textbox', { name: labels.date }), '20032026', {
      delay: 25,
    });
    await userEvent.type(dialog.getByRole('textbox', { name: labels.weight }), '1,5');
    await userEvent.click(dialog.getByRole('button', { name: registryLabels.save }));
    await findToast(toasts.assessmentCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(posted).toEqual({
      ...QUERY,
      title: 'Recuperação',
      date: '2026-03-20T00:00:00.000Z',
      weight: 1.5,
      maxScore: 10,
    });
    const table = await assessmentsTable(canvas);
    await waitFor(() =>
      expect(rowsOf(table).map((row) => row.slice(0, 4))).toContainEqual([
        'Recuperação',
        '20/03/2026',
        '1,5',
        '10',
      ]),
    );
    const grid = await gridTable(canvas);
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: /^Recuperação/ })).toBeVisible(),
    );
  },
};

/** 'Editar': the form filled with the assessment (weight with a comma); a new title saved. */
export const EditAssessment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await assessmentsTable(canvas);
    const assessment = assessmentsNow()[1] as Assessment;
    await chooseRowAction(canvasElement, assessment.title, registryLabels.edit);
    const dialog = within(await screen.findByRole('dialog', { name: labels.editAssessment }));
    const title = dialog.getByRole('textbox', { name: labels.title });
    await expect(title).toHaveValue(assessment.title);
    await expect(dialog.getByRole('textbox', { name: labels.date })).toHaveValue(
      formatDate(assessment.date),
    );
    await expect(dialog.getByRole('textbox', { name: labels.weight })).toHaveValue(
      formatDecimalInput(assessment.weight),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Prova final');
    await userEvent.click(dialog.getByRole('button', { name: registryLabels.save }));
    await findToast(toasts.assessmentUpdated);
    await waitFor(async () =>
      expect(rowsOf(await assessmentsTable(canvas)).map((row) => row[0])).toContain('Prova final'),
    );
    const grid = await gridTable(canvas);
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: /^Prova final/ })).toBeVisible(),
    );
  },
};

/**
 * 'Excluir' asks first, naming how many grades go with the assessment; confirmed: the toast,
 * and the assessment leaves the list and the grid.
 */
export const DeleteAssessment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await assessmentsTable(canvas);
    const assessment = assessmentsNow()[0] as Assessment;
    await chooseRowAction(canvasElement, assessment.title, registryLabels.delete);
    const dialog = await screen.findByRole('alertdialog', {
      name: registryLabels.deleteTitle(assessment.title),
    });
    await expect(dialog).toHaveTextContent(labels.deleteGrades(assessment.graded));
    await expect(assessment.graded).toBeGreaterThan(1);
    await userEvent.click(within(dialog).getByRole('button', { name: registryLabels.delete }));
    await findToast(toasts.assessmentDeleted);
    await waitFor(async () =>
      expect(rowsOf(await assessmentsTable(canvas)).map((row) => row[0])).not.toContain(
        assessment.title,
      ),
    );
    const grid = await gridTable(canvas);
    await waitFor(() =>
      expect(
        within(grid).queryByRole('columnheader', { name: new RegExp(`^${assessment.title}`) }),
      ).toBeNull(),
    );
  },
};

/**
 * 'Lançar Notas' by keyboard alone: the first cell has the focus; '7,25' and Enter go down;
 * '11' is out of range (the cell says so and 'Salvar notas' is disabled); → at the text's end
 * goes to the next assessment, ← twice comes back (the first moves the caret); '9,75' fixes
 * it, ↑ goes up, Tab to the next cell. 'Salvar notas' sends one PUT with the three changed
 * cells; the grid shows them with the averages of the answer, and the focus is back on
 * 'Lançar Notas'.
 */
export const LaunchGradesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = sheetNow();
    await expect(before.students.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before.students;
    const [a1, a2] = before.assessments;
    if (!first || !second || !a1 || !a2) throw new Error('grid too small');
    await launch(canvas);
    const cell11 = await findCell(canvas, first.name, a1.title);
    await waitFor(() => expect(cell11).toHaveFocus());
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(cell11).toHaveAccessibleDescription(labels.keyboardHelp);

    await userEvent.keyboard('7,25');
    await expect(cell11).toHaveValue('7,25');
    await userEvent.keyboard('{Enter}');
    const cell21 = cellOf(canvas, second.name, a1.title);
    await expect(cell21).toHaveFocus();
    await userEvent.keyboard('11');
    await expect(cell21).toHaveValue('11');
    await expect(cell21).toHaveAttribute('aria-invalid', 'true');
    await expect(cell21).toHaveAccessibleDescription(
      `${messages.scoreRange('10')} ${labels.keyboardHelp}`,
    );
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(canvas.getByText(labels.invalid(1))).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    const cell22 = cellOf(canvas, second.name, a2.title);
    await expect(cell22).toHaveFocus();
    await userEvent.keyboard('6,25');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cell22).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(cell21).toHaveFocus();
    await userEvent.keyboard('9,75');
    await expect(cell21).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{ArrowUp}');
    await expect(cell11).toHaveFocus();
    await userEvent.tab();
    await expect(cellOf(canvas, first.name, a2.title)).toHaveFocus();
    await expect(canvas.getByText(labels.changed(3))).toBeVisible();

    await userEvent.click(saveButton(canvas));
    await findToast(toasts.gradesSaved);
    await expect(puts).toEqual([
      {
        ...QUERY,
        grades: [
          { assessmentId: a1.id, studentId: first.studentId, score: 7.25 },
          { assessmentId: a1.id, studentId: second.studentId, score: 9.75 },
          { assessmentId: a2.id, studentId: second.studentId, score: 6.25 },
        ],
      },
    ]);
    const launchButton = await canvas.findByRole('button', { name: labels.launch });
    await waitFor(() => expect(launchButton).toHaveFocus());
    const after = sheetNow();
    const grid = await gridTable(canvas);
    const rows = rowsOf(grid);
    await expect(rows[0]?.slice(1, 2)).toEqual(['7,25']);
    await expect(rows[1]?.slice(1, 3)).toEqual(['9,75', '6,25']);
    await expect(rows[1]?.[before.assessments.length + 1]).toBe(
      formatDecimal(after.students[1]?.average ?? null) || '-',
    );
  },
};

/**
 * The server refuses the save (400, a score above the maximum): its message in an error toast,
 * the grid stays in edit mode with the typed text, and the refused cell says why until changed.
 */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(mockUrl('/grades'), () =>
        HttpResponse.json(
          {
            message: serverMessages.scoreAboveMax('10'),
            issues: [{ path: 'grades.0.score', message: serverMessages.scoreAboveMax('10') }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { cell } = await launchAtFirstCell(canvas);
    await userEvent.keyboard('8,25');
    await userEvent.click(saveButton(canvas));
    await findToast(serverMessages.scoreAboveMax('10'), 'error');
    await expect(cell).toHaveValue('8,25');
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(cell).toHaveAccessibleDescription(
      `${serverMessages.scoreAboveMax('10')} ${labels.keyboardHelp}`,
    );
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.clear(cell);
    await userEvent.type(cell, '8');
    await expect(cell).not.toHaveAttribute('aria-invalid');
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/**
 * 'Cancelar' without changes leaves at once; with a typed grade it asks first: 'Cancelar' keeps
 * editing, 'Descartar' drops it and the grid shows the saved score again.
 */
export const CancelLaunch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await launch(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: labels.cancel }));
    const launchButton = await canvas.findByRole('button', { name: labels.launch });
    await waitFor(() => expect(launchButton).toHaveFocus(), LOAD);
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);

    const { cell, student, assessment } = await launchAtFirstCell(canvas);
    await userEvent.keyboard('3,25');
    await userEvent.click(canvas.getByRole('button', { name: labels.cancel }));
    let dialog = await screen.findByRole('alertdialog', { name: labels.discardTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: registryLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cell).toHaveValue('3,25');

    await userEvent.click(canvas.getByRole('button', { name: labels.cancel }));
    dialog = await screen.findByRole('alertdialog', { name: labels.discardTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.discard }));
    await expect(await canvas.findByRole('button', { name: labels.launch })).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    const score = student.scores[assessment.id];
    await expect(rowsOf(await gridTable(canvas))[0]?.[1]).toBe(
      score === null || score === undefined ? '-' : formatDecimalInput(score),
    );
    await expect(puts).toEqual([]);
  },
};

/**
 * Leaving with a typed grade not saved (here the sidebar's 'Frequências' link): 'Descartar
 * alterações?' asks first; 'Continuar editando' stays with the grade still typed, 'Descartar'
 * goes. Nothing is sent.
 */
export const LeaveWithUnsavedGrades: Story = {
  decorators: [
    // A link out, as the sidebar's, and a stand-in page where it leads.
    (Story) => (
      <Routes>
        <Route
          path="/notas"
          element={
            <>
              <Link to="/frequencias">Frequências</Link>
              <Story />
            </>
          }
        />
        <Route path="/frequencias" element={<h1>Frequências</h1>} />
      </Routes>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { cell } = await launchAtFirstCell(canvas);
    await userEvent.clear(cell);
    await userEvent.type(cell, '3,25', TYPING);
    const location = canvas.getByRole('status', { name: LOCATION_LABEL });

    await stayThenDiscard(
      () => canvas.getByRole('link', { name: 'Frequências' }),
      async () => {
        await expect(cell).toHaveValue('3,25');
        await expect(location).toHaveTextContent(ROUTE);
      },
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Frequências' }, LOAD),
    ).toBeVisible();
    await expect(location).toHaveTextContent(/^\/frequencias$/);
    await expect(puts).toEqual([]);
  },
};

/** Whoever may not change these grades (`canEdit` false): the grid only. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockUrl(gradesPath), () =>
        HttpResponse.json({ ...recordedSheet(QUERY), canEdit: false }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await gridTable(canvas)).toBeVisible();
    await assessmentsTable(canvas);
    await expect(canvas.queryByRole('button', { name: labels.launch })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.newAssessment })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Ações para/ })).toEqual([]);
  },
};

/**
 * On a phone (375 px): the grid scrolls sideways inside its frame, the students' column stays
 * in view, and the page itself does not scroll sideways.
 */
export const Phone: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await gridTable(canvas);
    // 'Frequência' comes with the report cards, after the grades: the grid is whole with it.
    await within(grid).findByRole('columnheader', { name: labels.attendance }, LOAD);
    const frame = canvas.getByRole('region', { name: labels.grades });
    await waitFor(() => expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth));
    const studentHeader = within(grid).getAllByRole('rowheader')[0] as HTMLElement;
    await expect(getComputedStyle(studentHeader).position).toBe('sticky');
    frame.scrollLeft = frame.scrollWidth;
    await waitFor(() =>
      expect(studentHeader.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        frame.getBoundingClientRect().left,
      ),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
