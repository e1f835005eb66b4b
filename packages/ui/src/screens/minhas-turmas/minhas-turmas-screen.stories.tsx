import {
  emptyList,
  loadingForever,
  malformedList,
  mockUrl,
  type RecordedRole,
  recordedAnswer,
} from '@lousa/api-client/mocks';
import { type MyClass, myClassesPath, serverMessages } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import MinhasTurmasScreen from './minhas-turmas-screen';

const PATH = myClassesPath;

let calls = 0;
/** Counts the calls of GET /me/classes, then lets the handlers after it answer. */
const counting = () =>
  http.get(mockUrl(PATH), () => {
    calls += 1;
  });
/** The recorded answers to `role`, its calls of GET /me/classes counted. */
const onRecording = (context: unknown, role: RecordedRole) => {
  calls = 0;
  recordedStory(role).beforeEach(context as StoryContext);
  (context as StoryContext).msw.use(counting());
};
/** The demo teacher's classes (GET /me/classes, recorded). */
const ownClasses = () => recordedAnswer<MyClass[]>('professor', `GET ${PATH}`);

const meta = {
  title: 'Telas/Pedagógico/Minhas Turmas',
  component: MinhasTurmasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/minhas-turmas', { showLocation: true }),
  ],
  parameters: { ...recordedStory('professor').parameters, layout: 'fullscreen' },
  beforeEach: (context) => onRecording(context, 'professor'),
} satisfies Meta<typeof MinhasTurmasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('list', { name: 'Turmas e componentes' }),
  ).getAllByRole('article');

/**
 * A teacher signed in: one card per class and component it teaches (GET /me/classes), each
 * with the unit and the classroom's students; 'Frequência' opens that class and component's
 * attendance.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minhas Turmas' })).toBeVisible();
    const own = ownClasses();
    await expect(own.length).toBeGreaterThan(2);
    const shown = await cards(canvasElement);
    await expect(shown).toHaveLength(own.length);
    const [first] = own;
    if (!first) throw new Error('the recorded teacher has no class');
    const name = `${first.classroom.name}, ${first.curricularComponent.name}`;
    const card = shown.find(
      (element) => within(element).queryByRole('link', { name: `Frequência de ${name}` }) !== null,
    ) as HTMLElement;
    await expect(within(card).getByText(first.schoolUnit.name)).toBeVisible();
    await expect(
      within(card).getByText(
        first.students === 1
          ? '1 aluno'
          : first.students
            ? `${first.students} alunos`
            : 'Nenhum aluno',
      ),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('link', { name: `Frequência de ${name}` }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
        `/frequencias?classroomId=${first.classroom.id}&curricularComponentId=${first.curricularComponent.id}`,
      ),
    );
  },
};

/** While GET /me/classes is on its way: skeleton cards, announced. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando suas turmas…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(
      3,
    );
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** A teacher without classes: the message and whom to ask. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(counting(), emptyList(PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você ainda não tem turmas atribuídas.')).toBeVisible();
    await expect(canvas.getByText(/Peça à secretaria da sua escola/)).toBeVisible();
    await expect(calls).toBe(1);
  },
};

let failing = false;

/** The server fails: the alert; once it answers again, 'Tentar novamente' brings the cards. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    failing = true;
    msw.use(
      http.get(mockUrl(PATH), () =>
        failing
          ? HttpResponse.json({ message: serverMessages.internalError }, { status: 500 })
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await cards(canvasElement)).toHaveLength(ownClasses().length);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An answer of the wrong shape shows no class (spec: a response that fails its check shows no rows). */
export const MalformedResponse: Story = {
  beforeEach({ msw }) {
    msw.use(malformedList(PATH));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Você ainda não tem turmas atribuídas.'),
    ).toBeVisible();
  },
};

/** Who follows the unit's classes without teaching (the demo's director) is not asked: no classes. */
export const NotATeacher: Story = {
  beforeEach: (context) => onRecording(context, 'diretor'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Você ainda não tem turmas atribuídas.'),
    ).toBeVisible();
    await expect(calls).toBe(0);
  },
};
