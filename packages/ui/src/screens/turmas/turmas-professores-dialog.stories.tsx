import {
  conflict,
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
  type Classroom,
  type Course,
  type CurricularComponent,
  type CurriculumMatrix,
  classroomTeacherCandidatesPath,
  classroomTeachersPath,
  messages,
  type NamedRef,
  serverMessages,
  type TeachingAssignment,
  TOTAL_COUNT_HEADER,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, findToast, refOf } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import TurmasProfessoresDialog from './turmas-professores-dialog';

const TEACHERS = '/classrooms/:id/teachers';
const ONE_TEACHER = '/classrooms/:id/teachers/:assignmentId';

/** The administrator's recorded answer to `GET <request>` (the demo network). */
const recorded = <T,>(request: string) => recordedAnswer<T>('administrador', `GET ${request}`);
/** The demo's first classroom: the one whose teachers and candidates are recorded. */
const classroom = (): Classroom => {
  const [first] = recorded<Classroom[]>('/classrooms');
  if (!first) throw new Error('no classroom in the recording');
  return first;
};
/**
 * The classroom's teachers as the stories start: the recorded ones but the first two. The demo
 * gives every component of its classes a teacher; here two components have none yet, so one can
 * be assigned and another chosen instead (the handlers of `withRecording` keep that list).
 */
const assignmentsOf = (room: Classroom) =>
  recorded<TeachingAssignment[]>(classroomTeachersPath(room.id)).slice(2);
/** Who may teach there, as the server answers it (a role granting own classes in the unit or network). */
const teachersOfUnit = (room: Classroom) =>
  recorded<NamedRef[]>(classroomTeacherCandidatesPath(room.id));
/** The matrix's components of the classroom that have no teacher yet. */
const freeComponents = (room: Classroom) => {
  const course = recorded<Course[]>('/courses').find((item) => item.id === room.course.id);
  const matrix = recorded<CurriculumMatrix[]>('/curriculum-matrices').find(
    (item) => item.id === course?.curriculumMatrix.id,
  );
  const taken = new Set(assignmentsOf(room).map((item) => item.curricularComponent.id));
  return (matrix?.matrix ?? [])
    .map((entry) => entry.curricularComponent)
    .filter((component) => !taken.has(component.id));
};
const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

let posted: unknown[] = [];
/**
 * The classroom's teachers (`assignmentsOf`) kept as the server would: what is sent is kept; the
 * form sends the teacher's and component's ids, the server answers (and lists first) the
 * assignment with them as { id, name }; a removal takes the row out.
 */
// Taken loosely, as recordedStory's: a meta's `beforeEach` context is typed without `msw`.
const withRecording = (context: unknown) => {
  recordedStory().beforeEach(context);
  posted = [];
  let rows = assignmentsOf(classroom());
  let lastId = 0;
  (context as StoryContext).msw.use(
    http.get(mockUrl(TEACHERS), () =>
      HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } }),
    ),
    http.post(mockUrl(TEACHERS), async ({ request }) => {
      const sent = (await request.json()) as Record<string, unknown>;
      posted.push(sent);
      const row: TeachingAssignment = {
        id: `00000000-0000-7000-9000-${(++lastId).toString(16).padStart(12, '0')}`,
        teacher: refOf(teachersOfUnit(classroom()), sent.userId) as TeachingAssignment['teacher'],
        curricularComponent: refOf(
          recorded<CurricularComponent[]>('/curricular-components'),
          sent.curricularComponentId,
        ) as TeachingAssignment['curricularComponent'],
      };
      rows = [row, ...rows];
      return HttpResponse.json(row, { status: 201 });
    }),
    http.delete(mockUrl(ONE_TEACHER), ({ params }) => {
      rows = rows.filter((row) => row.id !== params.assignmentId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
};

const meta = {
  title: 'Telas/Cadastros/Turmas/Professores',
  component: TurmasProfessoresDialog,
  decorators: [withApi()],
  args: { canWrite: true, onClose: fn(), target: undefined },
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  render: (args) => (
    <TurmasProfessoresDialog {...args} target={{ classroom: classroom(), trigger: null }} />
  ),
  beforeEach: (context) => {
    withRecording(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof TurmasProfessoresDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = () => `Professores da Turma ${classroom().name}`;
const findDialog = async () => within(await screen.findByRole('dialog', { name: title() }));
type Scope = Awaited<ReturnType<typeof findDialog>>;
/** The rows of the list as [component, teacher], once it has loaded. */
async function listed(dialog: Scope) {
  const table = await dialog.findByRole('table', { name: 'Professores atribuídos' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );
}
const expectedRows = (room: Classroom) =>
  assignmentsOf(room)
    .map((item) => [item.curricularComponent.name, item.teacher.name])
    .sort(([a = '', c = ''], [b = '', d = '']) => byName(a, b) || byName(c, d));
const assignButton = (dialog: Scope) => dialog.getByRole('button', { name: 'Atribuir' });
/** Chooses a free component and a teacher of the unit, then 'Atribuir'. */
async function assign(dialog: Scope, component: string, teacher: string) {
  await waitFor(() =>
    expect(dialog.getByRole('combobox', { name: /Componente Curricular/ })).toBeEnabled(),
  );
  await chooseOption(dialog, /Componente Curricular/, component);
  await waitFor(() =>
    expect(dialog.getByRole('combobox', { name: /Professor\(a\)/ })).toBeEnabled(),
  );
  await chooseOption(dialog, /Professor\(a\)/, teacher);
  await userEvent.click(assignButton(dialog));
}

/**
 * The title names the classroom (unit and course under it); the list shows each component's
 * teacher, by component, with 'Remover'; the 'Atribuir professor(a)' row is below.
 */
export const Populated: Story = {
  play: async () => {
    const room = classroom();
    const dialog = await findDialog();
    await expect(dialog.getByText(`${room.schoolUnit.name} · ${room.course.name}`)).toBeVisible();
    await expect(await listed(dialog)).toEqual(expectedRows(room));
    for (const item of assignmentsOf(room)) {
      await expect(
        dialog.getByRole('button', {
          name: `Remover ${item.teacher.name} (${item.curricularComponent.name})`,
        }),
      ).toBeEnabled();
    }
    await expect(dialog.getByRole('form', { name: 'Atribuir professor(a)' })).toBeVisible();
  },
};

/** While the list is on its way: skeleton rows in a busy table. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', TEACHERS));
  },
  play: async () => {
    const dialog = await findDialog();
    const table = dialog.getByRole('table', { name: 'Professores atribuídos' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
  },
};

/** No teacher yet: 'Nenhum professor atribuído.', and the row to assign one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList(TEACHERS));
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(await dialog.findByText('Nenhum professor atribuído.')).toBeVisible();
    await expect(dialog.queryByRole('table')).not.toBeInTheDocument();
    await expect(assignButton(dialog)).toBeVisible();
  },
};

/** The list fails: the alert with 'Tentar novamente'. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', TEACHERS));
  },
  play: async () => {
    const dialog = await findDialog();
    const alert = await dialog.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/**
 * The choices: the components of the course's matrix without a teacher, and the classroom's
 * teacher candidates (who may teach in its unit).
 */
export const Choices: Story = {
  play: async () => {
    const room = classroom();
    const dialog = await findDialog();
    await listed(dialog);
    const components = dialog.getByRole('combobox', { name: /Componente Curricular/ });
    await waitFor(() => expect(components).toBeEnabled());
    await userEvent.click(components);
    const componentList = await screen.findByRole('listbox', { name: /Componente Curricular/ });
    await expect(
      within(componentList)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(freeComponents(room).map((component) => component.name));
    await userEvent.keyboard('{Escape}');
    const teachers = dialog.getByRole('combobox', { name: /Professor\(a\)/ });
    await waitFor(() => expect(teachers).toBeEnabled());
    await userEvent.click(teachers);
    const teacherList = await screen.findByRole('listbox', { name: /Professor\(a\)/ });
    await expect(
      within(teacherList)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(teachersOfUnit(room).map((teacher) => teacher.name));
    await userEvent.keyboard('{Escape}');
    // Escape closed the list, not the dialog.
    await expect(screen.getByRole('dialog', { name: title() })).toBeVisible();
  },
};

/** 'Atribuir' with nothing chosen: both fields ask for a choice. */
export const RequiredFields: Story = {
  play: async () => {
    const dialog = await findDialog();
    await listed(dialog);
    await userEvent.click(assignButton(dialog));
    await expect(await dialog.findByText(messages.lessonComponentRequired)).toBeVisible();
    await expect(dialog.getByText(messages.teacherRequired)).toBeVisible();
    await expect(
      dialog.getByRole('combobox', { name: /Professor\(a\)/ }),
    ).toHaveAccessibleDescription(messages.teacherRequired);
    await expect(posted).toEqual([]);
  },
};

/**
 * A component and a teacher assigned: the toast, the row in the list, the component no longer
 * offered, and both choices cleared.
 */
export const AssignSuccess: Story = {
  play: async () => {
    const room = classroom();
    const [component] = freeComponents(room);
    const [teacher] = teachersOfUnit(room);
    if (!component || !teacher) throw new Error('no free component or teacher');
    const dialog = await findDialog();
    const before = (await listed(dialog)).length;
    await assign(dialog, component.name, teacher.name);
    await findToast(toasts.teacherAssigned);
    await expect(posted).toEqual([{ userId: teacher.id, curricularComponentId: component.id }]);
    await waitFor(async () => expect(await listed(dialog)).toHaveLength(before + 1));
    await expect(await listed(dialog)).toContainEqual([component.name, teacher.name]);
    const components = dialog.getByRole('combobox', { name: /Componente Curricular/ });
    await expect(components).toHaveTextContent('Selecione o componente');
    await expect(dialog.getByRole('combobox', { name: /Professor\(a\)/ })).toHaveTextContent(
      'Selecione o(a) professor(a)',
    );
    await userEvent.click(components);
    const list = await screen.findByRole('listbox', { name: /Componente Curricular/ });
    await expect(within(list).queryByRole('option', { name: component.name })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The component already has a teacher (409): the server's message in the dialog; the choices stay. */
export const AssignConflict: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('post', TEACHERS, serverMessages.assignmentTaken));
  },
  play: async () => {
    const room = classroom();
    const [component] = freeComponents(room);
    const [teacher] = teachersOfUnit(room);
    const dialog = await findDialog();
    const before = await listed(dialog);
    await assign(dialog, component?.name ?? '', teacher ? teacher.name : '');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(serverMessages.assignmentTaken);
    await expect(dialog.getByRole('combobox', { name: /Componente Curricular/ })).toHaveTextContent(
      component?.name ?? '',
    );
    await expect(await listed(dialog)).toEqual(before);
    // Another choice clears the message.
    await chooseOption(dialog, /Componente Curricular/, freeComponents(room)[1]?.name ?? '');
    await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Not a teacher of the unit (422): the server's message in the dialog. */
export const AssignTeacherNotInUnit: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('post', TEACHERS, serverMessages.teacherNotInUnit));
  },
  play: async () => {
    const room = classroom();
    const dialog = await findDialog();
    await listed(dialog);
    await assign(dialog, freeComponents(room)[0]?.name ?? '', teachersOfUnit(room)[0]?.name ?? '');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      serverMessages.teacherNotInUnit,
    );
    await expect(screen.getByRole('dialog', { name: title() })).toBeVisible();
  },
};

/** A component outside the course's matrix (422): the server's message in the dialog. */
export const AssignComponentNotInMatrix: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('post', TEACHERS, serverMessages.componentNotInMatrix));
  },
  play: async () => {
    const room = classroom();
    const dialog = await findDialog();
    await listed(dialog);
    await assign(dialog, freeComponents(room)[0]?.name ?? '', teachersOfUnit(room)[0]?.name ?? '');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      serverMessages.componentNotInMatrix,
    );
  },
};

/**
 * 'Remover' asks first, under the list: 'Remover <professor> de <componente>?' with 'Cancelar'
 * focused. 'Cancelar' (or Escape, which leaves the dialog open) keeps the row and gives the
 * focus back to its button; 'Remover' removes it: the toast, and the row is gone.
 */
export const RemoveWithConfirmation: Story = {
  play: async () => {
    const room = classroom();
    const [first] = expectedRows(room);
    const item = assignmentsOf(room).find(
      (row) => row.curricularComponent.name === first?.[0] && row.teacher.name === first?.[1],
    );
    if (!item) throw new Error('no assignment');
    const name = `Remover ${item.teacher.name} (${item.curricularComponent.name})`;
    const question = `Remover ${item.teacher.name} de ${item.curricularComponent.name}?`;
    const dialog = await findDialog();
    const before = await listed(dialog);
    await userEvent.click(dialog.getByRole('button', { name }));
    let confirmation = within(await dialog.findByRole('region', { name: question }));
    await waitFor(() =>
      expect(confirmation.getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.click(confirmation.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog.queryByRole('region', { name: question })).toBeNull());
    await waitFor(() => expect(dialog.getByRole('button', { name })).toHaveFocus());
    await expect(await listed(dialog)).toEqual(before);

    // Escape answers the question, not the dialog.
    await userEvent.click(dialog.getByRole('button', { name }));
    await dialog.findByRole('region', { name: question });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.queryByRole('region', { name: question })).toBeNull());
    await expect(screen.getByRole('dialog', { name: title() })).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name }));
    confirmation = within(await dialog.findByRole('region', { name: question }));
    await expect(
      confirmation.getByText(
        'A turma fica sem professor(a) neste componente até que outro seja atribuído.',
      ),
    ).toBeVisible();
    await userEvent.click(confirmation.getByRole('button', { name: 'Remover' }));
    await findToast(toasts.teacherUnassigned);
    await waitFor(async () => expect(await listed(dialog)).toHaveLength(before.length - 1));
    await expect(dialog.queryByRole('button', { name })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('region', { name: question })).toBeNull();
    // The Professores dialog stays open.
    await expect(screen.getByRole('dialog', { name: title() })).toBeVisible();
  },
};

/** The removal is refused (the assignment is gone, 404): its message in an error toast. */
export const RemoveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(notFound('delete', ONE_TEACHER, serverMessages.assignmentNotFound));
  },
  play: async () => {
    const room = classroom();
    const item = assignmentsOf(room)[0];
    if (!item) throw new Error('no assignment');
    const question = `Remover ${item.teacher.name} de ${item.curricularComponent.name}?`;
    const dialog = await findDialog();
    const before = await listed(dialog);
    await userEvent.click(
      dialog.getByRole('button', {
        name: `Remover ${item.teacher.name} (${item.curricularComponent.name})`,
      }),
    );
    const confirmation = within(await dialog.findByRole('region', { name: question }));
    await userEvent.click(confirmation.getByRole('button', { name: 'Remover' }));
    await findToast(serverMessages.assignmentNotFound, 'error');
    await waitFor(() => expect(dialog.queryByRole('region', { name: question })).toBeNull());
    await expect(await listed(dialog)).toEqual(before);
  },
};

/** Whom may only read the registries: the list, no 'Remover', no 'Atribuir', and why. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async () => {
    const room = classroom();
    const dialog = await findDialog();
    await expect(await listed(dialog)).toEqual(expectedRows(room));
    await expect(dialog.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('form')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(
      dialog.getByText('Somente quem edita os cadastros atribui e remove professores.'),
    ).toBeVisible();
  },
};

/** The candidates cannot be read (403): the teacher list says so; the component list still works. */
export const TeacherChoicesUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(forbidden('get', '/classrooms/:id/teacher-candidates'));
  },
  play: async () => {
    const dialog = await findDialog();
    await listed(dialog);
    const teachers = dialog.getByRole('combobox', { name: /Professor\(a\)/ });
    await waitFor(
      () =>
        expect(teachers).toHaveTextContent('Não foi possível carregar os professores da unidade.'),
      { timeout: 10_000 },
    );
    await expect(teachers).toBeDisabled();
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: /Componente Curricular/ })).toBeEnabled(),
    );
  },
};

/** Closing ('Fechar') tells the page. */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
