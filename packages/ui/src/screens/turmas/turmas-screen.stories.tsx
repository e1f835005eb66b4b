import {
  conflict,
  createFixtureDb,
  createHandlers,
  type FixtureDb,
  meAs,
  mockUrl,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  type Classroom,
  emptyStates,
  labelOf,
  messages,
  type SchoolUnit,
  serverMessages,
  shiftLabels,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  chooseOption,
  columnHeaders,
  findToast,
  firstCells,
  openAddDialog,
  openEditDialog,
  rowTexts,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { pressWhileBusy } from '../../testing/press-while-busy';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import TurmasScreen from './turmas-screen';

const PATH = '/classrooms';
const ITEM_PATH = '/classrooms/:id';
const DIALOG = 'Adicionar Turma';
const EDIT_DIALOG = 'Editar Turma';
const HEADERS = ['Nome', 'Turno', 'Curso', 'Unidade Escolar', 'Matriculados'];
/** 'Matriculados' as the list shows it: '12/30', or '12' without a limit. */
const enrolledOf = ({ enrolled, capacity }: Classroom) =>
  capacity === null ? String(enrolled) : `${enrolled}/${capacity}`;

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const combobox = (scope: Scope, name: string) => scope.getByRole('combobox', { name });

// Each story gets its own database, kept here so the play function can read its names.
let db: FixtureDb = createFixtureDb();
let courseCalls: string[] = [];
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
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
const courseNamesOf = (unit: { id: string }) =>
  db.courses.filter((course) => course.schoolUnit.id === unit.id).map((course) => course.name);
/**
 * A classroom whose name no other has (so 'Ações para <name>' is one button), of a unit whose
 * name no other unit has.
 */
const someClassroom = () =>
  db.classrooms.find(
    (classroom) =>
      db.classrooms.filter((other) => other.name === classroom.name).length === 1 &&
      distinctUnits().some((unit) => unit.id === classroom.schoolUnit.id),
  ) as Classroom;
/** Narrows the list to the classroom (a person searches for it: it may be on another page). */
async function showClassroom(canvasElement: HTMLElement, classroom: Classroom) {
  await within(canvasElement).findByText(`Mostrando 10 de ${db.classrooms.length} itens`, {}, LOAD);
  await search(canvasElement, classroom.name);
  await within(canvasElement).findByText('Mostrando 1 de 1 itens', {}, LOAD);
}

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
  beforeEach: ({ msw }) => {
    withFreshDb({ msw });
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof TurmasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The classrooms: name, the shift's label, course and unit; the next page from the server. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
    await expect(canvas.getByText('Gerencie as turmas das unidades escolares.')).toBeVisible();
    await expect(db.classrooms.length).toBeGreaterThan(20);
    await expect(
      await canvas.findByText(`Mostrando 10 de ${db.classrooms.length} itens`, {}, LOAD),
    ).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS.slice(0, 4)) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    // 'Matriculados' is read, not sorted.
    await expect(canvas.queryByRole('button', { name: 'Matriculados' })).toBeNull();
    const expected = (classroom: Classroom) => [
      classroom.name,
      labelOf(shiftLabels, classroom.shift),
      classroom.course.name,
      classroom.schoolUnit.name,
      enrolledOf(classroom),
    ];
    const rows = rowTexts(canvasElement).map((row) => row.slice(0, 5));
    await expect(rows).toEqual(db.classrooms.slice(0, 10).map(expected));
    // Limited and unlimited classrooms, some with students: '12/30' and '12'.
    await expect(rows.some(([, , , , enrolled]) => enrolled?.includes('/'))).toBe(true);
    await expect(rows.some(([, , , , enrolled]) => !enrolled?.includes('/'))).toBe(true);
    for (const [, shift] of rows) {
      await expect(['INTEGRAL', 'MATUTINO', 'VESPERTINO', 'NOTURNO']).toContain(shift);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).map((row) => row.slice(0, 5))).toEqual(
        db.classrooms.slice(10, 20).map(expected),
      ),
    );
    await expect(canvas.getByText(/^Página 2 de/)).toBeVisible();
  },
};

/** The search looks in the classroom's, course's and unit's names; no match is empty. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`Mostrando 10 de ${db.classrooms.length} itens`, {}, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const [unit] = distinctUnits() as [SchoolUnit];
    const ofUnit = db.classrooms.filter((classroom) => classroom.schoolUnit.id === unit.id);
    await search(canvasElement, unit.name.toUpperCase());
    await waitFor(
      () => expect(firstCells(canvasElement)).toEqual(ofUnit.map((item) => item.name)),
      LOAD,
    );
    await expect(
      canvas.getByText(`Mostrando ${ofUnit.length} de ${ofUnit.length} itens`),
    ).toBeVisible();
    await search(canvasElement, 'pedagogia');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

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
    // Every required field is marked ('*', drawn) and said to be required; 'Vagas' is optional.
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeRequired();
    for (const name of ['Turno', 'Unidade Escolar', 'Curso']) {
      await expect(combobox(dialog, name)).toBeRequired();
    }
    await expect(dialog.getByRole('textbox', { name: 'Vagas' })).not.toBeRequired();
    // The first field left empty has the focus.
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  },
};

/**
 * The course list is the chosen unit's: nothing is asked before a unit is chosen, and changing
 * the unit asks again and clears the course already chosen.
 */
export const CoursesFollowTheUnit: Story = {
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
  beforeEach() {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [unit] = distinctUnits() as [SchoolUnit];
    const [course] = courseNamesOf(unit);
    const total = db.classrooms.length;
    await canvas.findByText(`Mostrando 10 de ${total} itens`, {}, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), '9º ANO C');
    await chooseOption(dialog, 'Turno', 'VESPERTINO');
    await chooseOption(dialog, 'Unidade Escolar', unit.name);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await chooseOption(dialog, 'Curso', course ?? '');
    await save(dialog);
    await findToast(toasts.classroomCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await canvas.findByText(`Mostrando 10 de ${total + 1} itens`, {}, LOAD),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).at(-1)?.slice(0, 4)).toEqual([
        '9º ANO C',
        'VESPERTINO',
        course,
        unit.name,
      ]),
    );
  },
};

/** The server refuses (422): its message in an error toast; the dialog keeps the choices. */
export const ServerRejects: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('post', PATH, serverMessages.courseNotInSchoolUnit));
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

let patchedBody: unknown;

/**
 * 'Editar' on a classroom: 'Editar Turma' with its name, shift, unit and course chosen (the
 * unit's courses asked for at once); another shift and course saved: 'Turma atualizada com
 * sucesso!', and the row shows them.
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
    const classroom = someClassroom();
    const unit = classroom.schoolUnit;
    const otherCourse = db.courses.find(
      (course) => course.schoolUnit.id === unit.id && course.id !== classroom.course.id,
    );
    const otherShift = classroom.shift === 'NIGHT' ? 'MORNING' : 'NIGHT';
    await showClassroom(canvasElement, classroom);
    const dialog = await openEditDialog(canvasElement, classroom.name, EDIT_DIALOG);
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue(classroom.name);
    await expect(combobox(dialog, 'Turno')).toHaveTextContent(
      labelOf(shiftLabels, classroom.shift),
    );
    await waitFor(() => expect(combobox(dialog, 'Unidade Escolar')).toHaveTextContent(unit.name));
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await waitFor(() => expect(combobox(dialog, 'Curso')).toHaveTextContent(classroom.course.name));
    await expect(courseCalls).toEqual([unit.id]);
    await chooseOption(dialog, 'Turno', labelOf(shiftLabels, otherShift));
    await chooseOption(dialog, 'Curso', otherCourse?.name ?? '');
    await save(dialog);
    await findToast(toasts.classroomUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(patchedBody).toEqual({
      name: classroom.name,
      shift: otherShift,
      schoolUnitId: unit.id,
      courseId: otherCourse?.id,
      capacity: classroom.capacity,
    });
    await waitFor(() =>
      expect(rowTexts(canvasElement)[0]?.slice(0, 4)).toEqual([
        classroom.name,
        labelOf(shiftLabels, otherShift),
        otherCourse?.name,
        unit.name,
      ]),
    );
  },
};

/**
 * Editing: an empty name is refused on the field; the server's 422 (a course of another unit)
 * comes back in an error toast, and the dialog keeps what was chosen.
 */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('patch', ITEM_PATH, serverMessages.courseNotInSchoolUnit));
  },
  play: async ({ canvasElement }) => {
    const classroom = someClassroom();
    await showClassroom(canvasElement, classroom);
    const dialog = await openEditDialog(canvasElement, classroom.name, EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await save(dialog);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.classroomNameRequired));
    await userEvent.type(name, '9º ANO Z');
    await waitFor(() => expect(combobox(dialog, 'Curso')).toHaveTextContent(classroom.course.name));
    await save(dialog);
    await findToast(serverMessages.courseNotInSchoolUnit, 'error');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(name).toHaveValue('9º ANO Z');
    await expect(combobox(dialog, 'Curso')).toHaveTextContent(classroom.course.name);
  },
};

/** A classroom with students enrolled, named once, of a unit named once. */
const classroomWithStudents = () =>
  db.classrooms.find(
    (classroom) =>
      classroom.enrolled > 0 &&
      db.classrooms.filter((other) => other.name === classroom.name).length === 1 &&
      distinctUnits().some((unit) => unit.id === classroom.schoolUnit.id),
  ) as Classroom;
const vagas = (scope: Scope) => scope.getByRole('textbox', { name: 'Vagas' });

/**
 * 'Vagas' takes a whole number from 1 to 999, or nothing: each wrong value gets the domain's
 * message, and the field says what it is for.
 */
export const CapacityValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    const field = vagas(dialog);
    await expect(field).toHaveAccessibleDescription(
      'Quantos alunos a turma recebe. Em branco: sem limite.',
    );
    for (const [typed, message] of [
      ['trinta', messages.capacityNotNumber],
      ['2.5', messages.capacityNotInteger],
      ['0', messages.capacityMin],
      ['1000', messages.capacityMax],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await save(dialog);
      await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(message)));
      await expect(dialog.getByText(message)).toBeVisible();
    }
    // Emptied, it is no limit: no message on the field.
    await userEvent.clear(field);
    await save(dialog);
    await waitFor(() =>
      expect(field).not.toHaveAccessibleDescription(new RegExp(messages.capacityMax)),
    );
    await expect(await dialog.findByText(messages.classroomNameRequired)).toBeVisible();
  },
};

let postedBody: unknown;

/** A classroom added with 'Vagas' 30: sent as a number, listed with '0/30' enrolled. */
export const AddWithCapacity: Story = {
  beforeEach({ msw }) {
    postedBody = undefined;
    msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        postedBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [unit] = distinctUnits() as [SchoolUnit];
    const [course] = courseNamesOf(unit);
    const total = db.classrooms.length;
    await canvas.findByText(`Mostrando 10 de ${total} itens`, {}, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), '1º ANO D');
    await chooseOption(dialog, 'Turno', 'MATUTINO');
    await chooseOption(dialog, 'Unidade Escolar', unit.name);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toBeEnabled());
    await chooseOption(dialog, 'Curso', course ?? '');
    // The list gives the focus back to its button as it closes; then to 'Vagas'.
    await waitFor(() => expect(combobox(dialog, 'Curso')).toHaveFocus());
    await userEvent.type(vagas(dialog), '30');
    await expect(vagas(dialog)).toHaveValue('30');
    await save(dialog);
    await findToast(toasts.classroomCreated);
    await expect(postedBody).toMatchObject({ name: '1º ANO D', capacity: 30 });
    await canvas.findByText(`Mostrando 10 de ${total + 1} itens`, {}, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).at(-1)?.slice(0, 5)).toEqual([
        '1º ANO D',
        'MATUTINO',
        course,
        unit.name,
        '0/30',
      ]),
    );
  },
};

/**
 * 'Editar' shows the classroom's 'Vagas'; more seats are saved (PATCH `capacity`) and the row
 * shows the students enrolled of the new number.
 */
export const EditCapacity: Story = {
  beforeEach({ msw }) {
    patchedBody = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const classroom = classroomWithStudents();
    classroom.capacity = 30;
    await showClassroom(canvasElement, classroom);
    await expect(rowTexts(canvasElement)[0]?.[4]).toBe(`${classroom.enrolled}/30`);
    const dialog = await openEditDialog(canvasElement, classroom.name, EDIT_DIALOG);
    await expect(vagas(dialog)).toHaveValue('30');
    await waitFor(() => expect(combobox(dialog, 'Curso')).toHaveTextContent(classroom.course.name));
    await userEvent.clear(vagas(dialog));
    await userEvent.type(vagas(dialog), '40');
    await save(dialog);
    await findToast(toasts.classroomUpdated);
    await expect(patchedBody).toMatchObject({ capacity: 40 });
    await waitFor(() => expect(rowTexts(canvasElement)[0]?.[4]).toBe(`${classroom.enrolled}/40`));
  },
};

/**
 * Fewer seats than students enrolled: the server refuses (409) with its message in an error
 * toast; the dialog stays with what was typed.
 */
export const CapacityBelowEnrolled: Story = {
  beforeEach({ msw }) {
    const classroom = classroomWithStudents();
    classroom.enrolled = 12;
    classroom.capacity = 30;
    msw.use(conflict('patch', ITEM_PATH, serverMessages.capacityBelowEnrolled(12)));
  },
  play: async ({ canvasElement }) => {
    const classroom = classroomWithStudents();
    const message = serverMessages.capacityBelowEnrolled(12);
    await showClassroom(canvasElement, classroom);
    await expect(rowTexts(canvasElement)[0]?.[4]).toBe('12/30');
    const dialog = await openEditDialog(canvasElement, classroom.name, EDIT_DIALOG);
    await waitFor(() => expect(combobox(dialog, 'Curso')).toHaveTextContent(classroom.course.name));
    await userEvent.clear(vagas(dialog));
    await userEvent.type(vagas(dialog), '10');
    await save(dialog);
    await findToast(message, 'error');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(vagas(dialog)).toHaveValue('10');
  },
};

/** Opens the row's actions menu of `name`: the entries, and picks 'Professores'. */
async function openProfessores(canvasElement: HTMLElement, name: string) {
  const button = await within(canvasElement).findByRole('button', { name: `Ações para ${name}` });
  await userEvent.click(button);
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  const entries = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Professores' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: `Professores da Turma ${name}` }),
  );
  return { button, entries, dialog };
}
/** A classroom with teachers, renamed so that no other has its name ('Ações para <name>'). */
const classroomWithTeachers = () =>
  db.classrooms.find((classroom) =>
    db.teachingAssignments.some((item) => item.classroom.id === classroom.id),
  ) as Classroom;
const UNIQUE_NAME = '9º ANO PROFESSORES';
const renameClassroomWithTeachers = () => {
  classroomWithTeachers().name = UNIQUE_NAME;
};

/**
 * 'Professores' in a row's menu (after 'Editar'): 'Professores da Turma <name>' with its
 * teachers, 'Remover' and the 'Atribuir' row; closing gives the focus back to the row's button.
 */
export const Professores: Story = {
  beforeEach: renameClassroomWithTeachers,
  play: async ({ canvasElement }) => {
    const classroom = classroomWithTeachers();
    await showClassroom(canvasElement, classroom);
    const { button, entries, dialog } = await openProfessores(canvasElement, classroom.name);
    await expect(entries).toEqual(['Editar', 'Professores', 'Excluir']);
    const table = await dialog.findByRole('table', { name: 'Professores atribuídos' });
    const assigned = db.teachingAssignments.filter((item) => item.classroom.id === classroom.id);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(assigned.length + 1),
    );
    await expect(dialog.getAllByRole('button', { name: /^Remover/ })).toHaveLength(assigned.length);
    await expect(dialog.getByRole('button', { name: 'Atribuir' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * After 'Professores da Turma' closes, another row's ⋮ opens its menu with one click, even when
 * the press begins as the pointer arrives and the page is busy before the release (issue 26: the
 * first click was ignored, 4 of 5 tries).
 */
export const ProfessoresThenAnotherRowMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`Mostrando 10 de ${db.classrooms.length} itens`, {}, LOAD);
    const rowButton = (index: number) =>
      canvas.getAllByRole('button', { name: /^Ações para / })[index] as HTMLElement;
    await userEvent.click(rowButton(0));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Professores' }));
    const dialog = await screen.findByRole('dialog', { name: /^Professores da Turma / }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await pressWhileBusy(() => rowButton(2));
    const again = await screen.findByRole('menu', {}, LOAD);
    await waitFor(() => expect(again).toBeVisible(), LOAD);
    await expect(rowButton(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(again)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Editar', 'Professores', 'Excluir']);
  },
};

/**
 * Whom may only read the registries ('registries.read'): no 'Adicionar'; the row's menu has
 * 'Professores' alone, and the dialog shows the teachers without changing them.
 */
export const ProfessoresReadOnly: Story = {
  beforeEach({ msw }) {
    renameClassroomWithTeachers();
    msw.use(...meAs({ role: 'Professor(a)', permissions: ['registries.read'] }));
  },
  play: async ({ canvasElement }) => {
    const classroom = classroomWithTeachers();
    await showClassroom(canvasElement, classroom);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Adicionar' }),
    ).not.toBeInTheDocument();
    const { entries, dialog } = await openProfessores(canvasElement, classroom.name);
    await expect(entries).toEqual(['Professores']);
    const table = await dialog.findByRole('table', { name: 'Professores atribuídos' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(dialog.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Atribuir' })).not.toBeInTheDocument();
  },
};
