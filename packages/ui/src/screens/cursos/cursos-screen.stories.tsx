import { conflict, mockUrl, recordedAnswer, unprocessable } from '@lousa/api-client/mocks';
import {
  COURSE_FIELD_MAX_WIDTH,
  type Course,
  type CurriculumMatrix,
  INEP_STAGES,
  inUseMessages,
  messages,
  type SchoolUnit,
  serverMessages,
  type TeachingModality,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  addedRowId,
  bodyRows,
  columnHeaders,
  completedWrites,
  findCell,
  findToast,
  firstCells,
  openEditDialog,
  pickOption,
  refOf,
  rowTexts,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import CursosScreen from './cursos-screen';
import { cursosLabels as labels } from './labels';

const ITEM_PATH = '/courses/:id';
const DIALOG = 'Adicionar Curso';
const EDIT_DIALOG = 'Editar Curso';
const HEADERS = ['Nome', 'Modalidade de Ensino', 'Matriz Curricular', 'Unidade Escolar'];

/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

/** Without accents, in lower case: how a person types a name into a search box. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// The demo network, as recorded: its courses and what a course's form chooses from.
const recorded = recordedStory();
const get = <T,>(request: string) => recordedAnswer<T>('administrador', request);
const courses = get<Course[]>('GET /courses');
const modalities = get<TeachingModality[]>('GET /teaching-modalities');
const matrices = get<CurriculumMatrix[]>('GET /curriculum-matrices');
const units = get<SchoolUnit[]>('GET /school-units');
/** The recorded answer to a search of the courses (registry-screens.json). */
const searched = (q: string) => get<Course[]>(`GET /courses?${new URLSearchParams({ q })}`);
const ALL = `Mostrando ${courses.length} de ${courses.length} itens`;

/** Four more courses (the first four again, full-time), for Populated's second page. */
const moreCourses: Course[] = courses.slice(0, 4).map((course, index) => ({
  ...course,
  id: addedRowId(index + 1),
  name: `${course.name} (Integral)`,
}));

/**
 * The unit whose courses the stories search, edit and move: the last course's (its search is
 * recorded), and those courses.
 */
function someUnit(): { unit: SchoolUnit; courses: Course[] } {
  const unit = courses.at(-1)?.schoolUnit as SchoolUnit;
  return { unit, courses: searched(unit.name.toLowerCase()) };
}

/** A grade level as the body sends it: its id when kept, none when new. */
type SentLevel = { id?: string; name: string; inepStageCode?: number | null };

/**
 * The course the server answers to a create or an update: its references by name, its levels in
 * the order sent (a new one with an id of its own) and its next course by name.
 */
const completeCourse = (body: Record<string, unknown>, before: Course | undefined): Course => {
  const unit = units.find((item) => item.id === body.schoolUnitId) as SchoolUnit;
  const matrix = matrices.find((item) => item.id === body.curriculumMatrixId) as CurriculumMatrix;
  return {
    id: before?.id ?? '',
    name: String(body.name),
    teachingModality: modalities.find(
      (item) => item.id === body.teachingModalityId,
    ) as TeachingModality,
    curriculumMatrix: { id: matrix.id, name: matrix.name },
    schoolUnit: { id: unit.id, name: unit.name },
    gradeLevels: ((body.gradeLevels ?? []) as SentLevel[]).map((level, index) => ({
      id: level.id ?? `00000000-0000-7000-b000-${(index + 1).toString(16).padStart(12, '0')}`,
      name: level.name,
      inepStageCode: level.inepStageCode ?? null,
    })),
    nextCourse: refOf(courses, body.nextCourseId) ?? null,
  } as Course;
};

const meta = {
  title: 'Telas/Cadastros/Cursos',
  component: CursosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/cursos'),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CursosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const combobox = (scope: Scope, label: string) => scope.getByRole('combobox', selectNamed(label));
/** The course's own 'Nome' (each grade level has a 'Nome' too, after it). */
const courseName = (dialog: Scope) =>
  dialog.getAllByRole('textbox', { name: 'Nome' })[0] as HTMLElement;
/** The group of the `n`th grade level ('Série/Ano 2'), for `within` queries. */
const levelRow = (dialog: Scope, n: number) =>
  within(dialog.getByRole('group', { name: labels.gradeLevelLegend(n) }));
const levelName = (row: Scope) => row.getByRole('textbox', { name: labels.gradeLevelName });
const levelStage = (row: Scope) => row.getByRole('combobox', { name: labels.inepStage });
/** The INEP stage's option as the select shows it ('14 - Ensino Fundamental de 9 anos - 1º Ano'). */
const stageOption = (code: number | null) => {
  const stage = INEP_STAGES.find((item) => item.code === code);
  return stage ? labels.inepStageOption(stage.code, stage.label) : labels.inepStageNone;
};

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText(ALL, {}, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

async function choose(dialog: Scope, label: string, option?: string) {
  await userEvent.click(combobox(dialog, label));
  const listbox = within(await screen.findByRole('listbox'));
  const item = option
    ? await listbox.findByRole('option', { name: option })
    : (await listbox.findAllByRole('option'))[0];
  await userEvent.click(item as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Narrows the list to one unit's courses (a course's name alone repeats across units). */
async function showUnit(canvasElement: HTMLElement, unit: SchoolUnit, count: number) {
  await within(canvasElement).findByText(ALL, {}, LOAD);
  await search(canvasElement, unit.name.toLowerCase());
  await within(canvasElement).findByText(`Mostrando ${count} de ${count} itens`, {}, LOAD);
}

/** Populated's rows: its own four first, then the recorded ones. */
const populatedRows = [...moreCourses, ...courses];

/** The courses with their modality, matrix and unit; a first page of ten, then the next. */
export const Populated: Story = {
  beforeEach: recordedStory('administrador', { added: { '/courses': moreCourses } }).beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = populatedRows.length;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await canvas.findByText(`Mostrando 10 de ${total} itens`, {}, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const pages = Math.ceil(total / 10);
    await expect(canvas.getByText(`Página 1 de ${pages}`)).toBeVisible();
    const [first] = rowTexts(canvasElement);
    const course = populatedRows[0] as Course;
    await expect(first?.slice(0, 4)).toEqual([
      course.name,
      course.teachingModality.name,
      course.curriculumMatrix.name,
      course.schoolUnit.name,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).map((row) => row[3])).toEqual(
        populatedRows.slice(10, 20).map((item) => item.schoolUnit.name),
      ),
    );
    await expect(canvas.getByText(`Página 2 de ${pages}`)).toBeVisible();
  },
};

/**
 * The search looks in the course's name, modality, matrix and unit (accents and case aside); a
 * search with no match is empty.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(ALL, {}, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const matrix = (courses.at(-1) as Course).curriculumMatrix.name;
    const ofMatrix = searched(plain(matrix));
    await search(canvasElement, plain(matrix));
    await expect(
      await canvas.findByText(`Mostrando ${ofMatrix.length} de ${ofMatrix.length} itens`, {}, LOAD),
    ).toBeVisible();
    for (const row of rowTexts(canvasElement)) await expect(row[2]).toBe(matrix);
    const { unit, courses: ofUnit } = someUnit();
    await search(canvasElement, unit.name.toLowerCase());
    await waitFor(
      () => expect(firstCells(canvasElement)).toEqual(ofUnit.map((course) => course.name)),
      LOAD,
    );
    await search(canvasElement, 'pedagogia');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Salvar' on the empty form: the spec's four messages; every field at most 28rem wide. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(labels.noGradeLevels)).toBeVisible();
    await save(dialog);
    const name = courseName(dialog);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.courseNameRequired));
    await expect(dialog.getByText(messages.modalityInvalid)).toBeVisible();
    await expect(dialog.getByText(messages.matrixInvalid)).toBeVisible();
    await expect(dialog.getByText(messages.schoolUnitInvalid)).toBeVisible();
    const maxWidth = Number.parseFloat(COURSE_FIELD_MAX_WIDTH) * 16;
    for (const control of [
      name,
      combobox(dialog, 'Modalidade de Ensino'),
      combobox(dialog, 'Matriz Curricular'),
      combobox(dialog, 'Unidade Escolar'),
      combobox(dialog, labels.nextCourse),
    ]) {
      await expect(control.getBoundingClientRect().width).toBeLessThanOrEqual(maxWidth);
    }
  },
};

/**
 * The choices come from the modality, matrix and unit lists; saved, the course is listed (first:
 * the server's answer is the story's, its references by name).
 */
export const Success: Story = {
  beforeEach: (context) => completedWrites(context, '/courses', completeCourse),
  play: async ({ canvasElement }) => {
    const modality = (modalities.at(-1) as TeachingModality).name;
    const matrix = (matrices.at(-1) as CurriculumMatrix).name;
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Ensino Médio Técnico');
    await choose(dialog, 'Modalidade de Ensino', modality);
    await choose(dialog, 'Matriz Curricular', matrix);
    await choose(dialog, 'Unidade Escolar');
    await save(dialog);
    await findToast(toasts.courseCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const canvas = within(canvasElement);
    const total = courses.length + 1;
    await expect(
      await canvas.findByText(`Mostrando ${Math.min(total, 10)} de ${total} itens`, {}, LOAD),
    ).toBeVisible();
    const row = (await canvas.findByRole('cell', { name: 'Ensino Médio Técnico' }, LOAD)).closest(
      'tr',
    );
    await expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['Ensino Médio Técnico', modality, matrix]);
  },
};

let patchedBody: unknown;

/** Keeps the body of the course's PATCH in `patchedBody`; the server's answer follows. */
function spyOnPatch(context: StoryContext) {
  patchedBody = undefined;
  completedWrites(context, '/courses', completeCourse);
  context.msw.use(
    http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
      patchedBody = await request.clone().json();
    }),
  );
}

/**
 * 'Editar' on a course: 'Editar Curso' with its name, modality, matrix and unit chosen; a new
 * name and modality saved: 'Curso atualizado com sucesso!', and the row shows them.
 */
export const Edit: Story = {
  beforeEach: spyOnPatch,
  play: async ({ canvasElement }) => {
    const { unit, courses } = someUnit();
    const course = courses[0] as Course;
    const other = modalities.find(
      (item) => item.id !== course.teachingModality.id,
    ) as TeachingModality;
    await showUnit(canvasElement, unit, courses.length);
    const dialog = await openEditDialog(canvasElement, course.name, EDIT_DIALOG);
    const name = courseName(dialog);
    await expect(name).toHaveValue(course.name);
    // The three lists load apart: each choice shows once its own list is there.
    await waitFor(() =>
      expect(combobox(dialog, 'Modalidade de Ensino')).toHaveTextContent(
        course.teachingModality.name,
      ),
    );
    await waitFor(() =>
      expect(combobox(dialog, 'Matriz Curricular')).toHaveTextContent(course.curriculumMatrix.name),
    );
    await waitFor(() => expect(combobox(dialog, 'Unidade Escolar')).toHaveTextContent(unit.name));
    await userEvent.clear(name);
    await userEvent.type(name, 'Ensino Especializado');
    await choose(dialog, 'Modalidade de Ensino', other.name);
    await save(dialog);
    await findToast(toasts.courseUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(patchedBody).toEqual({
      name: 'Ensino Especializado',
      teachingModalityId: other.id,
      curriculumMatrixId: course.curriculumMatrix.id,
      schoolUnitId: unit.id,
      // Its levels as they were, each with its id: the server keeps them.
      gradeLevels: course.gradeLevels,
      nextCourseId: course.nextCourse?.id ?? null,
    });
    const row = (await findCell(canvasElement, 'Ensino Especializado')).closest('tr');
    await expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Ensino Especializado', other.name, course.curriculumMatrix.name, unit.name]);
  },
};

/**
 * Editing: an empty name is refused on the field; moving a course whose classrooms stay in their
 * unit is refused by the server (409) in an error toast, and the dialog keeps the choices.
 */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('patch', ITEM_PATH, inUseMessages.courseSchoolUnit(2)));
  },
  play: async ({ canvasElement }) => {
    const { unit, courses } = someUnit();
    const course = courses[0] as Course;
    const other = units.find((candidate) => candidate.id !== unit.id) as SchoolUnit;
    await showUnit(canvasElement, unit, courses.length);
    const dialog = await openEditDialog(canvasElement, course.name, EDIT_DIALOG);
    const name = courseName(dialog);
    await userEvent.clear(name);
    await save(dialog);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.courseNameRequired));
    await userEvent.type(name, course.name);
    await waitFor(() => expect(combobox(dialog, 'Unidade Escolar')).toHaveTextContent(unit.name));
    await choose(dialog, 'Unidade Escolar', other.name);
    await save(dialog);
    await findToast(inUseMessages.courseSchoolUnit(2), 'error');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(combobox(dialog, 'Unidade Escolar')).toHaveTextContent(other.name);
  },
};

/** The course with levels the grade-level stories edit, and another course to follow it. */
function courseWithLevels() {
  const { unit, courses: ofUnit } = someUnit();
  const course = ofUnit.find((item) => item.gradeLevels.length >= 3) as Course;
  // A course of another name to follow it (the unit searched has only this one).
  const next = courses.find((item) => item.name !== course.name) as Course;
  return { unit, ofUnit, course, next };
}

/** Opens 'Editar Curso' of `course` and waits for its levels and next course to show. */
async function editLevels(canvasElement: HTMLElement) {
  const { unit, ofUnit, course, next } = courseWithLevels();
  await showUnit(canvasElement, unit, ofUnit.length);
  const dialog = await openEditDialog(canvasElement, course.name, EDIT_DIALOG);
  for (const [index, level] of course.gradeLevels.entries()) {
    const row = levelRow(dialog, index + 1);
    await expect(levelName(row)).toHaveValue(level.name);
    await expect(levelStage(row)).toHaveTextContent(stageOption(level.inepStageCode));
  }
  await expect(
    dialog.queryByRole('group', { name: labels.gradeLevelLegend(course.gradeLevels.length + 1) }),
  ).not.toBeInTheDocument();
  const nextCourse = course.nextCourse;
  await waitFor(() =>
    expect(combobox(dialog, labels.nextCourse)).toHaveTextContent(
      nextCourse ? labels.nextCourseOption(nextCourse.name, unit.name) : labels.nextCourseNone,
    ),
  );
  return { dialog, unit, course, next };
}

/**
 * 'Editar Curso' lists the course's levels in order with their INEP stage; a level added (name
 * and stage), moved up past the last, the first removed and a next course chosen: the PATCH sends
 * the levels in the new order, the kept ones with their ids, the new one without, and the next
 * course's id (edited again, the form shows them). The next course's list leaves the course
 * itself out.
 */
export const EditGradeLevels: Story = {
  beforeEach: spyOnPatch,
  play: async ({ canvasElement }) => {
    const { dialog, unit, course, next } = await editLevels(canvasElement);
    const levels = course.gradeLevels;
    const count = levels.length;
    await userEvent.click(dialog.getByRole('button', { name: labels.addGradeLevel }));
    const added = levelRow(dialog, count + 1);
    await expect(levelStage(added)).toHaveTextContent(labels.inepStageNone);
    await userEvent.type(levelName(added), 'Classe de Aceleração');
    await pickOption(levelStage(added), stageOption(23));
    await expect(
      dialog.getByRole('button', { name: labels.moveDown('Classe de Aceleração') }),
    ).toBeDisabled();
    await userEvent.click(
      dialog.getByRole('button', { name: labels.moveUp('Classe de Aceleração') }),
    );
    await expect(levelName(levelRow(dialog, count))).toHaveValue('Classe de Aceleração');
    const first = levels[0] as Course['gradeLevels'][number];
    await expect(dialog.getByRole('button', { name: labels.moveUp(first.name) })).toBeDisabled();
    await userEvent.click(
      dialog.getByRole('button', { name: labels.removeGradeLevel(first.name) }),
    );
    await expect(levelName(levelRow(dialog, 1))).toHaveValue((levels[1] as typeof first).name);
    // The next course: any other course, by name and unit; not the course itself.
    await userEvent.click(combobox(dialog, labels.nextCourse));
    const listbox = within(await screen.findByRole('listbox'));
    await expect(
      listbox.queryByRole('option', { name: labels.nextCourseOption(course.name, unit.name) }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      listbox.getByRole('option', {
        name: labels.nextCourseOption(next.name, next.schoolUnit.name),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await save(dialog);
    await findToast(toasts.courseUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(patchedBody).toMatchObject({
      gradeLevels: [
        ...levels.slice(1, -1),
        { name: 'Classe de Aceleração', inepStageCode: 23 },
        levels.at(-1),
      ],
      nextCourseId: next.id,
    });
    const sent = (patchedBody as { gradeLevels: SentLevel[] }).gradeLevels;
    await expect(sent[count - 2]).not.toHaveProperty('id');
    // Edited again: the levels as saved, and the next course chosen.
    const again = await openEditDialog(canvasElement, course.name, EDIT_DIALOG);
    for (const [index, level] of sent.entries()) {
      await expect(levelName(levelRow(again, index + 1))).toHaveValue(level.name);
    }
    const nextSelect = combobox(again, labels.nextCourse);
    await waitFor(() =>
      expect(nextSelect).toHaveTextContent(
        labels.nextCourseOption(next.name, next.schoolUnit.name),
      ),
    );
    nextSelect.scrollIntoView({ block: 'end' });
  },
};

/**
 * A level's name is required and may not repeat another's (case aside): each message on its
 * field, from the domain's schema; nothing is sent.
 */
export const GradeLevelErrors: Story = {
  beforeEach: spyOnPatch,
  play: async ({ canvasElement }) => {
    const { dialog, course } = await editLevels(canvasElement);
    const count = course.gradeLevels.length;
    await userEvent.click(dialog.getByRole('button', { name: labels.addGradeLevel }));
    const added = levelRow(dialog, count + 1);
    await save(dialog);
    await waitFor(() =>
      expect(levelName(added)).toHaveAccessibleDescription(messages.gradeLevelNameRequired),
    );
    const repeated = (course.gradeLevels[0] as Course['gradeLevels'][number]).name.toUpperCase();
    await userEvent.type(levelName(added), repeated);
    await save(dialog);
    await waitFor(() =>
      expect(levelName(added)).toHaveAccessibleDescription(messages.gradeLevelDuplicate),
    );
    await expect(levelName(levelRow(dialog, 1))).not.toHaveAccessibleDescription();
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(patchedBody).toBeUndefined();
  },
};

/**
 * The server refuses the levels (422: a level id not of this course, e.g. removed meanwhile): its
 * message in an error toast, the dialog open with the levels as edited.
 */
export const GradeLevelsRefused: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('patch', ITEM_PATH, serverMessages.gradeLevelNotFound));
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await editLevels(canvasElement);
    const name = levelName(levelRow(dialog, 2));
    await userEvent.clear(name);
    await userEvent.type(name, '2º Ano (Integral)');
    await save(dialog);
    await findToast(serverMessages.gradeLevelNotFound, 'error');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(levelName(levelRow(dialog, 2))).toHaveValue('2º Ano (Integral)');
  },
};

/**
 * On a 375 px screen the levels fit the dialog: name and buttons on one line, the stage under
 * them, nothing wider than the dialog.
 */
export const EditGradeLevelsMobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    const { dialog } = await editLevels(canvasElement);
    const element = screen.getByRole('dialog', { name: EDIT_DIALOG });
    await expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const row = levelRow(dialog, 1);
    const bounds = element.getBoundingClientRect();
    for (const control of [levelName(row), levelStage(row), ...row.getAllByRole('button')]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
      await expect(box.right).toBeLessThanOrEqual(bounds.right);
    }
    await expect(dialog.getByRole('button', { name: labels.addGradeLevel })).toBeInTheDocument();
  },
};
