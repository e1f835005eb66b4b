import { emptyList, loadingForever, recordedAnswer, serverError } from '@lousa/api-client/mocks';
import {
  type Classroom,
  type CurricularComponent,
  classroomTeacherCandidatesPath,
  classroomTeachersPath,
  type NamedRef,
  type TeachingAssignment,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  completedWrites,
  defined,
  findToast,
  refOf,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { TurmasProfessoresForm } from './turmas-professores-form';

/** The administrator's recorded answer to `GET <request>` (the demo network). */
const recorded = <T,>(request: string) => recordedAnswer<T>('administrador', `GET ${request}`);
/** The demo's first classroom: the one whose teachers and candidates are recorded. */
const classroom = (): Classroom => {
  const [first] = recorded<Classroom[]>('/classrooms');
  if (!first) throw new Error('no classroom in the recording');
  return first;
};
/**
 * The classroom's teachers but the first: the demo gives every component of its classes a
 * teacher, so here one component is free to assign.
 */
const assignedOf = (room: Classroom) =>
  recorded<TeachingAssignment[]>(classroomTeachersPath(room.id)).slice(1);

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
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  args: { classroom: undefined as unknown as Classroom, assigned: [] },
  render: (args) => (
    <TurmasProfessoresForm {...args} classroom={classroom()} assigned={assignedOf(classroom())} />
  ),
  beforeEach: (context) => {
    recordedStory().beforeEach(context);
    // The server answers the assignment with its teacher and component as { id, name }.
    completedWrites(context, '/classrooms/:id/teachers', (sent, before?: TeachingAssignment) => {
      const teacher = refOf(
        recorded<NamedRef[]>(classroomTeacherCandidatesPath(classroom().id)),
        sent.userId,
      );
      const curricularComponent = refOf(
        recorded<CurricularComponent[]>('/curricular-components'),
        sent.curricularComponentId,
      );
      const base = before ?? (assignedOf(classroom())[0] as TeachingAssignment);
      return { ...base, ...defined({ teacher, curricularComponent }) } as TeachingAssignment;
    });
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
 * (one disabled choice). The demo has none (its administrator may teach anywhere): the
 * candidates answer an empty list.
 */
export const NoTeacherInUnit: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('/classrooms/:id/teacher-candidates'));
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
