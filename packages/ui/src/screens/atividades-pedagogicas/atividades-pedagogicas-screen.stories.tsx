import {
  createFixtureDb,
  createHandlers,
  type FixtureDb,
  forbidden,
  meAs,
  mockUrl,
} from '@lousa/api-client/mocks';
import { type Activity, formatDate, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  chooseOption,
  columnHeaders,
  findCell,
  findToast,
  openAddDialog,
  openEditDialog,
  rowTexts,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import AtividadesPedagogicasScreen from './atividades-pedagogicas-screen';

const PATH = '/activities';
const ADD = 'Adicionar Atividade';
const EDIT = 'Editar Atividade';
const HEADERS = ['Título', 'Turma', 'Componente Curricular', 'Data'];
const LOAD = { timeout: 5000 };

/**
 * Each story gets its own database with a teacher signed in (the one whose classes the fixture
 * activities are in), so /me and /me/classes are the teacher's.
 */
let db: FixtureDb = createFixtureDb();
let teacherId = '';
let sent: unknown;

const meta = {
  title: 'Telas/Pedagógico/Atividades Pedagógicas',
  component: AtividadesPedagogicasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/atividades-pedagogicas'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    db = createFixtureDb();
    teacherId = db.lessonPlans.at(-1)?.author.id ?? '';
    db.signedInUserId = teacherId;
    sent = undefined;
    msw.use(...createHandlers(db));
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof AtividadesPedagogicasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const cellsOf = (activity: Activity) => [
  activity.title,
  activity.classroom.name,
  activity.curricularComponent.name,
  formatDate(activity.date),
];
const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText(`Mostrando 10 de ${db.activities.length} itens`, {}, LOAD);
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
/** A class the teacher teaches, and a component it teaches there. */
const taught = () => {
  const entry = db.teachingAssignments.find((item) => item.teacher.id === teacherId);
  if (!entry) throw new Error('the fixture teacher teaches nothing');
  return { classroom: entry.classroom.name, component: entry.curricularComponent.name };
};

/** 'Atividades Pedagógicas': title, class, component and date, latest first; paged on the server. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Atividades Pedagógicas' }),
    ).toBeVisible();
    await expect(await shown(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    await expect(rowTexts(canvasElement).map((row) => row.slice(0, 4))).toEqual(
      db.activities.slice(0, 10).map(cellsOf),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).map((row) => row.slice(0, 4))).toEqual(
        db.activities.slice(10, 20).map(cellsOf),
      ),
    );
  },
};

/** 'Salvar' on the empty form: every field is asked for. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, ADD);
    await save(dialog);
    for (const message of [
      messages.activityTitleRequired,
      messages.lessonClassroomRequired,
      messages.lessonComponentRequired,
      messages.activityDateRequired,
      messages.activityDescriptionRequired,
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await expect(dialog.getByRole('combobox', { name: 'Componente Curricular' })).toBeDisabled();
  },
};

/**
 * 'Adicionar': the teacher's class and a component it teaches there, a date typed DD/MM/AAAA;
 * saved: 'Atividade adicionada com sucesso!', the dialog closes and the list has one more.
 */
export const Add: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = db.activities.length;
    await shown(canvasElement);
    const { classroom, component } = taught();
    const dialog = await openAddDialog(canvasElement, ADD);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Passeio ao horto');
    await chooseOption(dialog, 'Turma', classroom);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Componente Curricular' })).toBeEnabled(),
    );
    await chooseOption(dialog, 'Componente Curricular', component);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data' }), '15052025');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Descrição' }),
      'Observação das plantas do horto municipal.',
    );
    await save(dialog);
    await findToast(toasts.activityCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await canvas.findByText(`Mostrando 10 de ${total + 1} itens`, {}, LOAD),
    ).toBeVisible();
    await expect(sent).toMatchObject({
      title: 'Passeio ao horto',
      date: '2025-05-15T00:00:00.000Z',
      description: 'Observação das plantas do horto municipal.',
    });
  },
};

/** 'Editar': the dialog filled with the activity (its date DD/MM/AAAA); a new title saved. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const activity = db.activities[0] as Activity;
    const dialog = await openEditDialog(canvasElement, activity.title, EDIT);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue(activity.title);
    await expect(dialog.getByRole('textbox', { name: 'Data' })).toHaveValue(
      formatDate(activity.date),
    );
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Turma' })).toHaveTextContent(
        activity.classroom.name,
      ),
    );
    await expect(dialog.getByRole('combobox', { name: 'Componente Curricular' })).toHaveTextContent(
      activity.curricularComponent.name,
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Sarau de poemas e parlendas');
    await save(dialog);
    await findToast(toasts.activityUpdated);
    await expect(await findCell(canvasElement, 'Sarau de poemas e parlendas')).toBeVisible();
  },
};

/** The server refuses (403: not the teacher of that class): its message; the dialog stays. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(forbidden('post', PATH, serverMessages.notYourClass));
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const { classroom, component } = taught();
    const dialog = await openAddDialog(canvasElement, ADD);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Feira de trocas');
    await chooseOption(dialog, 'Turma', classroom);
    await chooseOption(dialog, 'Componente Curricular', component);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data' }), '02062025');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Descrição' }), 'Trocas de livros.');
    await save(dialog);
    await findToast(serverMessages.notYourClass, 'error');
    await expect(screen.getByRole('dialog', { name: ADD })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Feira de trocas');
  },
};

/** A reader ('pedagogy.unit-classes', a director): the list only — no add, edit or delete. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ role: 'Diretor(a)' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Ações para/ })).toEqual([]);
  },
};
