import { conflict, mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  COURSE_FIELD_MAX_WIDTH,
  type Course,
  type CurriculumMatrix,
  inUseMessages,
  messages,
  type SchoolUnit,
  type TeachingModality,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** The course the server answers to a create or an update: its references by name. */
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
    await save(dialog);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
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

/**
 * 'Editar' on a course: 'Editar Curso' with its name, modality, matrix and unit chosen; a new
 * name and modality saved: 'Curso atualizado com sucesso!', and the row shows them.
 */
export const Edit: Story = {
  beforeEach(context) {
    patchedBody = undefined;
    completedWrites(context, '/courses', completeCourse);
    context.msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
        // Nothing returned: the server's answer (completedWrites) follows.
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { unit, courses } = someUnit();
    const course = courses[0] as Course;
    const other = modalities.find(
      (item) => item.id !== course.teachingModality.id,
    ) as TeachingModality;
    await showUnit(canvasElement, unit, courses.length);
    const dialog = await openEditDialog(canvasElement, course.name, EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
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
    const name = dialog.getByRole('textbox', { name: 'Nome' });
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
