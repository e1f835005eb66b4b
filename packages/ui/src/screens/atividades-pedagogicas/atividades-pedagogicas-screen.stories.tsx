import { forbidden, mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type Activity,
  formatDate,
  type MyClass,
  messages,
  serverMessages,
  TOTAL_COUNT_HEADER,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
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
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import AtividadesPedagogicasScreen from './atividades-pedagogicas-screen';

const PATH = '/activities';
const ADD = 'Adicionar Atividade';
const EDIT = 'Editar Atividade';
const HEADERS = ['Título', 'Turma', 'Componente Curricular', 'Data'];
const LOAD = { timeout: 5000 };

/** The demo teacher's classes and her activities, as recorded. */
const myClasses = () => recordedAnswer<MyClass[]>('professor', 'GET /me/classes');
const recordedActivities = () => recordedAnswer<Activity[]>('professor', 'GET /activities');

/** Titles of the activities the stories add (the demo has two), by component: the story's own. */
const MORE: Record<string, readonly string[]> = {
  'Língua Portuguesa': [
    'Roda de leitura',
    'Ditado de palavras',
    'Caça-palavras',
    'Reconto oral',
    'Cantigas de roda',
  ],
  Matemática: [
    'Gráfico de preferências',
    'Mercadinho da turma',
    'Tangram',
    'Medidas com palmos',
    'Dominó de quantidades',
  ],
};
/**
 * Nine activities of the teacher's classes (each class and component in turn), each a weekday
 * of March before the recording's day, latest first: listed before the recorded ones, so the
 * list has a second page.
 */
const moreActivities = (): Activity[] => {
  const classes = myClasses();
  const days = [26, 25, 24, 23, 20, 19, 18, 17, 16];
  return days.map((day, index) => {
    const taught = classes[index % classes.length] as MyClass;
    const title =
      MORE[taught.curricularComponent.name]?.[Math.floor(index / 2)] ?? `Atividade ${index + 1}`;
    return {
      id: `00000000-0000-7000-a000-${(index + 1).toString(16).padStart(12, '0')}`,
      title,
      date: `2026-03-${day}T00:00:00.000Z`,
      description: `${title} com a turma.`,
      classroom: taught.classroom,
      curricularComponent: taught.curricularComponent,
    };
  });
};
/** The list the teacher sees in these stories. */
const activities = () => [...moreActivities(), ...recordedActivities()];

/** The recorded answers as the demo's teacher, with the nine activities added. */
const recorded = recordedStory('professor', { added: { [PATH]: moreActivities() } });
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
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
    recorded.beforeEach(context);
    sent = undefined;
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
  within(canvasElement).findByText(`Mostrando 10 de ${activities().length} itens`, {}, LOAD);
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
/** A class the teacher teaches, and a component it teaches there (her first, recorded). */
const taught = () => {
  const entry = myClasses()[0];
  if (!entry) throw new Error('the recorded teacher teaches nothing');
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
      activities().slice(0, 10).map(cellsOf),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(rowTexts(canvasElement).map((row) => row.slice(0, 4))).toEqual(
        activities().slice(10, 20).map(cellsOf),
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
 * saved: 'Atividade adicionada com sucesso!', the dialog closes and the list has one more. (The
 * story answers the create as the server does, the class and component named, and lists it
 * first after: the recorded handlers would echo the body, which names them by id only.)
 */
export const Add: Story = {
  beforeEach({ msw }) {
    let created: Activity | undefined;
    msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, string>;
        sent = body;
        const place = myClasses().find(
          (entry) =>
            entry.classroom.id === body.classroomId &&
            entry.curricularComponent.id === body.curricularComponentId,
        ) as MyClass;
        created = {
          id: '00000000-0000-7000-a000-0000000000ff',
          title: body.title ?? '',
          date: body.date ?? '',
          description: body.description ?? '',
          classroom: place.classroom,
          curricularComponent: place.curricularComponent,
        };
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(mockUrl(PATH), ({ request }) => {
        if (!created) return undefined;
        const params = new URL(request.url).searchParams;
        const size = Number(params.get('pageSize') ?? 10);
        const page = Number(params.get('page') ?? 1);
        const rows = [created, ...activities()];
        return HttpResponse.json(rows.slice((page - 1) * size, page * size), {
          headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = activities().length;
    await shown(canvasElement);
    const { classroom, component } = taught();
    const dialog = await openAddDialog(canvasElement, ADD);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Passeio ao horto');
    await chooseOption(dialog, 'Turma', classroom);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Componente Curricular' })).toBeEnabled(),
    );
    await chooseOption(dialog, 'Componente Curricular', component);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data' }), '27032026');
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
    await expect(await findCell(canvasElement, 'Passeio ao horto')).toBeVisible();
    await expect(sent).toMatchObject({
      title: 'Passeio ao horto',
      date: '2026-03-27T00:00:00.000Z',
      description: 'Observação das plantas do horto municipal.',
    });
  },
};

/** 'Editar': the dialog filled with the activity (its date DD/MM/AAAA); a new title saved. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    // A recorded activity (the first page's last row).
    const activity = recordedActivities()[0] as Activity;
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
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data' }), '26032026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Descrição' }), 'Trocas de livros.');
    await save(dialog);
    await findToast(serverMessages.notYourClass, 'error');
    await expect(screen.getByRole('dialog', { name: ADD })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Feira de trocas');
  },
};

/**
 * A reader ('pedagogy.unit-classes', a director): the list only — no add, edit or delete. (The
 * demo's director has no activities in her unit: the story lists the teacher's.)
 */
export const ReadOnly: Story = {
  // The director reads her unit's activities (the demo's two among them): the others added.
  ...recordedStory('diretor', {
    added: {
      [PATH]: activities().filter(
        (activity) =>
          !recordedAnswer<Activity[]>('diretor', `GET ${PATH}`).some(
            (row) => row.id === activity.id,
          ),
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Ações para/ })).toEqual([]);
  },
};
