import {
  createFixtureDb,
  createHandlers,
  FIXTURE_TEACHER_ROLE,
  type FixtureDb,
  loadingForever,
  serverError,
} from '@lousa/api-client/mocks';
import type { Classroom } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { TurmasProfessoresForm } from './turmas-professores-form';

// Each story gets its own database, kept here so the play function can read it.
let db: FixtureDb = createFixtureDb();
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
  db = createFixtureDb();
  msw.use(...createHandlers(db));
};
const withTeachers = () =>
  db.classrooms.find((room) =>
    db.teachingAssignments.some((item) => item.classroom.id === room.id),
  ) as Classroom;
/** A classroom of a unit without any teacher. */
const withoutTeachers = () =>
  db.classrooms.find(
    (room) =>
      !db.users.some(
        (user) =>
          user.role?.name === FIXTURE_TEACHER_ROLE &&
          user.schoolUnits.some((unit) => unit.id === room.schoolUnit.id),
      ),
  ) as Classroom;
let pick: () => Classroom = withTeachers;

const meta = {
  title: 'Telas/Cadastros/Turmas/Professores (atribuir)',
  component: TurmasProfessoresForm,
  decorators: [
    (Story) => (
      <div className={css({ p: '4', maxWidth: '40rem' })}>
        <Story />
      </div>
    ),
    withApi(),
  ],
  parameters: { layout: 'fullscreen' },
  args: { classroom: undefined as unknown as Classroom, assigned: [] },
  render: (args) => {
    const classroom = pick();
    const assigned = db.teachingAssignments.filter((item) => item.classroom.id === classroom.id);
    return <TurmasProfessoresForm {...args} classroom={classroom} assigned={assigned} />;
  },
  beforeEach: ({ msw }) => {
    withFreshDb({ msw });
    pick = withTeachers;
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof TurmasProfessoresForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('combobox', { name });
const COMPONENT = /Componente Curricular/;
const TEACHER = /Professor\(a\)/;

/** Both lists, required (their '*'), then 'Atribuir'; a choice and a submit assigns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Atribuir professor(a)' })).toBeVisible();
    await waitFor(() => expect(combobox(canvasElement, COMPONENT)).toBeEnabled());
    await waitFor(() => expect(combobox(canvasElement, TEACHER)).toBeEnabled());
    await userEvent.click(combobox(canvasElement, COMPONENT));
    const [first] = within(await screen.findByRole('listbox', { name: COMPONENT })).getAllByRole(
      'option',
    );
    await userEvent.click(first as HTMLElement);
    await userEvent.click(combobox(canvasElement, TEACHER));
    const [teacher] = within(await screen.findByRole('listbox', { name: TEACHER })).getAllByRole(
      'option',
    );
    await userEvent.click(teacher as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Atribuir' }));
    await findToast('Professor atribuído com sucesso!');
    await waitFor(() => expect(combobox(canvasElement, COMPONENT)).toHaveFocus());
  },
};

/**
 * A unit without teachers (and no network-wide user who teaches): the teacher list says so
 * (one disabled choice).
 */
export const NoTeacherInUnit: Story = {
  beforeEach() {
    pick = withoutTeachers;
    // The fixture administrator holds every permission in every unit: not in this network.
    db.users.splice(db.users.indexOf(db.admin), 1);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(combobox(canvasElement, TEACHER)).toBeEnabled());
    await userEvent.click(combobox(canvasElement, TEACHER));
    const option = await screen.findByRole('option', {
      name: 'Nenhum usuário com o perfil Professor(a) nesta unidade escolar.',
    });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

/** While the choices load, both lists say so and wait. */
export const ChoicesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      loadingForever('get', '/classrooms/:id/teacher-candidates'),
      loadingForever('get', '/courses/:id'),
    );
  },
  play: async ({ canvasElement }) => {
    for (const name of [COMPONENT, TEACHER]) {
      await expect(combobox(canvasElement, name)).toBeDisabled();
      await expect(combobox(canvasElement, name)).toHaveTextContent('Carregando…');
    }
  },
};

/** The course (so the matrix) cannot be read: the component list says so. */
export const ComponentsUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/courses/:id'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(combobox(canvasElement, COMPONENT)).toHaveTextContent(
          'Não foi possível carregar os componentes da matriz do curso.',
        ),
      { timeout: 10_000 },
    );
    await expect(combobox(canvasElement, COMPONENT)).toBeDisabled();
  },
};
