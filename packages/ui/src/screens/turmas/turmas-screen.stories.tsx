import { createFixtureDb, createHandlers, type FixtureDb, mockUrl } from '@lousa/api-client/mocks';
import { emptyStates, messages, type SchoolUnit, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  findToast,
  listStateStories,
  openAddDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import TurmasScreen from './turmas-screen';

const PATH = '/classrooms';
const DIALOG = 'Adicionar Turma';

const meta = {
  title: 'Telas/Cadastros/Turmas',
  component: TurmasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/turmas'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof TurmasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const combobox = (scope: Scope, name: string) => scope.getByRole('combobox', { name });

// Each story gets its own database, kept here so the play function can read its names.
let db: FixtureDb = createFixtureDb();
let courseCalls: string[] = [];
const withFreshDb = ({ msw }: StoryContext) => {
  db = createFixtureDb();
  courseCalls = [];
  msw.use(
    // Counts the course calls, then lets the fixture handler (after it) answer.
    http.get(mockUrl('/courses/school-unit/:schoolUnitId'), ({ params }) => {
      courseCalls.push(String(params.schoolUnitId));
    }),
    ...createHandlers(db),
  );
};
/** Units whose names appear once (so an option's name picks exactly one). */
const distinctUnits = (): SchoolUnit[] =>
  db.schoolUnits.filter(
    (unit) => db.schoolUnits.filter((other) => other.name === unit.name).length === 1,
  );
const courseNamesOf = (unit: SchoolUnit) =>
  db.courses.filter((course) => course.schoolUnit.id === unit.id).map((course) => course.name);

const listStates = listStateStories(PATH);

/** The classrooms: name, the shift's label, course and unit, over several pages. */
export const Populated: Story = {
  beforeEach: withFreshDb,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
    await expect(canvas.getByText('Gerencie as turmas das unidades escolares.')).toBeVisible();
    await expect(
      await canvas.findByText(`Mostrando 10 de ${db.classrooms.length} itens`),
    ).toBeVisible();
    await expect(db.classrooms.length).toBeGreaterThan(10);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Nome',
      'Turno',
      'Curso',
      'Unidade Escolar',
    ]);
    const rows = rowTexts(canvasElement);
    for (const [index, row] of rows.entries()) {
      const classroom = db.classrooms[index];
      await expect(row[0]).toBe(classroom?.name);
      await expect(['INTEGRAL', 'MATUTINO', 'VERPERTINO', 'NOTURNO']).toContain(row[1]);
      await expect(row[2]).toBe(classroom?.course.name);
      await expect(row[3]).toBe(classroom?.schoolUnit.name);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByText(/^Página 2 de/)).toBeVisible();
    await expect(bodyRows(canvasElement).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' on the empty form: name, shift, unit and course are each asked for. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await save(dialog);
    for (const message of [
      messages.classroomNameRequired,
      messages.shiftRequired,
      messages.schoolUnitRequired,
      messages.courseRequired,
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    // Screen readers read each list's error with it.
    await expect(combobox(dialog, 'Turno')).toHaveAccessibleDescription(messages.shiftRequired);
    await expect(combobox(dialog, 'Curso')).toHaveAccessibleDescription(messages.courseRequired);
  },
};

/**
 * The course list is the chosen unit's: nothing is asked before a unit is chosen, and changing
 * the unit asks again and clears the course already chosen.
 */
export const CoursesFollowTheUnit: Story = {
  beforeEach: withFreshDb,
  play: async ({ canvasElement }) => {
    const [first, second] = distinctUnits() as [SchoolUnit, SchoolUnit];
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await expect(combobox(dialog, 'Curso')).toBeDisabled();
    await expect(combobox(dialog, 'Curso')).toHaveTextContent('Escolha antes a unidade escolar');
    await expect(courseCalls).toEqual([]);

    await chooseOption(dialog, 'Unidade Escolar', first.name);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await waitFor(() => expect(courseCalls).toEqual([first.id]));
    await userEvent.click(combobox(dialog, 'Curso'));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(courseNamesOf(first));
    await userEvent.click(options[0] as HTMLElement);
    await expect(combobox(dialog, 'Curso')).toHaveTextContent(courseNamesOf(first)[0] ?? '');

    await chooseOption(dialog, 'Unidade Escolar', second.name);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toHaveTextContent('Selecione o curso'));
    await waitFor(() => expect(courseCalls).toEqual([first.id, second.id]));
    await userEvent.click(combobox(dialog, 'Curso'));
    const next = await screen.findAllByRole('option');
    await expect(next.map((option) => option.textContent)).toEqual(courseNamesOf(second));
  },
};

/** A unit without courses offers only the disabled 'Nenhum curso encontrado...'. */
export const UnitWithoutCourses: Story = {
  beforeEach(context) {
    withFreshDb(context);
    db.schoolUnits.push({
      ...(db.schoolUnits[0] as SchoolUnit),
      id: db.faker.uuid(),
      name: 'Escola Nova Sem Cursos',
      cnpj: '11222333000181',
      inepCode: null,
    });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await chooseOption(dialog, 'Unidade Escolar', 'Escola Nova Sem Cursos');
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await userEvent.click(combobox(dialog, 'Curso'));
    const option = await screen.findByRole('option', { name: emptyStates.courses });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
  },
};

/** Success: toast, dialog closed, the classroom listed with its shift label, course and unit. */
export const Success: Story = {
  beforeEach: withFreshDb,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [unit] = distinctUnits() as [SchoolUnit];
    const [course] = courseNamesOf(unit);
    const total = db.classrooms.length;
    await canvas.findByText(`Mostrando 10 de ${total} itens`);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), '9º ANO C');
    await chooseOption(dialog, 'Turno', 'VERPERTINO');
    await chooseOption(dialog, 'Unidade Escolar', unit.name);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await chooseOption(dialog, 'Curso', course ?? '');
    await save(dialog);
    await findToast(toasts.classroomCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText(`Mostrando 10 de ${total + 1} itens`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(rowTexts(canvasElement).at(-1)).toEqual([
      '9º ANO C',
      'VERPERTINO',
      course,
      unit.name,
    ]);
  },
};

/** The server refuses (422): its message in an error toast; the dialog keeps the choices. */
export const ServerRejects: Story = {
  beforeEach(context) {
    withFreshDb(context);
    context.msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.courseNotInSchoolUnit }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const [unit] = distinctUnits() as [SchoolUnit];
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), '9º ANO C');
    await chooseOption(dialog, 'Turno', 'NOTURNO');
    await chooseOption(dialog, 'Unidade Escolar', unit.name);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await chooseOption(dialog, 'Curso', courseNamesOf(unit)[0] ?? '');
    await save(dialog);
    await findToast(serverMessages.courseNotInSchoolUnit, 'error');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(combobox(dialog, 'Unidade Escolar')).toHaveTextContent(unit.name);
  },
};
