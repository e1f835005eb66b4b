import {
  conflict,
  createFixtureDb,
  createHandlers,
  type FixtureDb,
  mockUrl,
} from '@lousa/api-client/mocks';
import {
  COURSE_FIELD_MAX_WIDTH,
  type Course,
  inUseMessages,
  messages,
  type SchoolUnit,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
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
import { withRouter } from '../../testing/story-router';
import CursosScreen from './cursos-screen';

const ITEM_PATH = '/courses/:id';
const DIALOG = 'Adicionar Curso';
const EDIT_DIALOG = 'Editar Curso';
const HEADERS = ['Nome', 'Modalidade de Ensino', 'Matriz Curricular', 'Unidade Escolar'];

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

// Every story gets its own fixture database (24 courses, two per unit), kept here so the play
// functions can read its names.
let db: FixtureDb = createFixtureDb();
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
  db = createFixtureDb();
  msw.use(...createHandlers(db));
};
/** A unit whose name no other unit has, and its two courses (of different names). */
function someUnit(): { unit: SchoolUnit; courses: Course[] } {
  const unit = db.schoolUnits.find(
    (candidate) => db.schoolUnits.filter((other) => other.name === candidate.name).length === 1,
  ) as SchoolUnit;
  return { unit, courses: db.courses.filter((course) => course.schoolUnit.id === unit.id) };
}

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
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    withFreshDb({ msw });
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
  await canvas.findByText('Mostrando 10 de 24 itens', {}, LOAD);
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
async function showUnit(canvasElement: HTMLElement, unit: SchoolUnit) {
  await within(canvasElement).findByText('Mostrando 10 de 24 itens', {}, LOAD);
  await search(canvasElement, unit.name);
  await within(canvasElement).findByText('Mostrando 2 de 2 itens', {}, LOAD);
}

/** 24 courses with their modality, matrix and unit; a first page of ten, then the next. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await canvas.findByText('Mostrando 10 de 24 itens', {}, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    const [first] = rowTexts(canvasElement);
    const course = db.courses[0] as Course;
    await expect(first?.slice(0, 4)).toEqual([
      course.name,
      course.teachingModality.name,
      course.curriculumMatrix.name,
      course.schoolUnit.name,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).map((row) => row[3])).toEqual(
        db.courses.slice(10, 20).map((item) => item.schoolUnit.name),
      ),
    );
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
  },
};

/**
 * The search looks in the course's name, modality, matrix and unit (accents and case aside); a
 * search with no match is empty.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 24 itens', {}, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const eja = db.courses.filter((course) => course.curriculumMatrix.name === 'Matriz EJA 2025');
    await search(canvasElement, 'matriz eja');
    await expect(
      await canvas.findByText(`Mostrando ${eja.length} de ${eja.length} itens`, {}, LOAD),
    ).toBeVisible();
    for (const row of rowTexts(canvasElement)) await expect(row[2]).toBe('Matriz EJA 2025');
    const { unit, courses } = someUnit();
    await search(canvasElement, unit.name.toLowerCase());
    await waitFor(
      () => expect(firstCells(canvasElement)).toEqual(courses.map((course) => course.name)),
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

/** The choices come from the modality, matrix and unit lists; saved, the course is listed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Ensino Médio Técnico');
    await choose(dialog, 'Modalidade de Ensino', 'Educação de Jovens e Adultos');
    await choose(dialog, 'Matriz Curricular', 'Matriz EJA 2025');
    await choose(dialog, 'Unidade Escolar');
    await save(dialog);
    await findToast(toasts.courseCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mostrando 10 de 25 itens', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    const row = (await canvas.findByRole('cell', { name: 'Ensino Médio Técnico' }, LOAD)).closest(
      'tr',
    );
    await expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['Ensino Médio Técnico', 'Educação de Jovens e Adultos', 'Matriz EJA 2025']);
  },
};

let patchedBody: unknown;

/**
 * 'Editar' on a course: 'Editar Curso' with its name, modality, matrix and unit chosen; a new
 * name and modality saved: 'Curso atualizado com sucesso!', and the row shows them.
 */
export const Edit: Story = {
  beforeEach({ msw }) {
    patchedBody = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
        // Nothing returned: the fixture handler answers.
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { unit, courses } = someUnit();
    const course = courses[0] as Course;
    await showUnit(canvasElement, unit);
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
    await choose(dialog, 'Modalidade de Ensino', 'Educação Especial');
    await save(dialog);
    await findToast(toasts.courseUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const modality = db.teachingModalities.find((item) => item.name === 'Educação Especial');
    await expect(patchedBody).toEqual({
      name: 'Ensino Especializado',
      teachingModalityId: modality?.id,
      curriculumMatrixId: course.curriculumMatrix.id,
      schoolUnitId: unit.id,
    });
    const row = (await findCell(canvasElement, 'Ensino Especializado')).closest('tr');
    await expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual([
      'Ensino Especializado',
      'Educação Especial',
      course.curriculumMatrix.name,
      unit.name,
    ]);
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
    const other = db.schoolUnits.find((candidate) => candidate.id !== unit.id) as SchoolUnit;
    await showUnit(canvasElement, unit);
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
