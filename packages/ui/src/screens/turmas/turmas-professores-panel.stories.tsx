import { recordedAnswer } from '@lousa/api-client/mocks';
import { type Classroom, classroomTeachersPath, type TeachingAssignment } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { TurmasProfessoresPanel } from './turmas-professores-panel';

/** The demo's first classroom: the one whose teachers are recorded. */
const classroom = (): Classroom => {
  const [first] = recordedAnswer<Classroom[]>('administrador', 'GET /classrooms');
  if (!first) throw new Error('no classroom in the recording');
  return first;
};
const count = () =>
  recordedAnswer<TeachingAssignment[]>(
    'administrador',
    `GET ${classroomTeachersPath(classroom().id)}`,
  ).length;

const meta = {
  title: 'Telas/Cadastros/Turmas/Professores (painel)',
  component: TurmasProfessoresPanel,
  decorators: [
    (Story) => (
      <div className={css({ p: '4', maxWidth: '42rem' })}>
        <Story />
      </div>
    ),
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  args: { classroom: undefined as unknown as Classroom, canWrite: true },
  render: (args) => <TurmasProfessoresPanel {...args} classroom={classroom()} />,
  beforeEach: (context) => recordedStory().beforeEach(context),
} satisfies Meta<typeof TurmasProfessoresPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A writer: the list with 'Remover' on each row, and the 'Atribuir professor(a)' row. */
export const Writer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Professores atribuídos' });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: /^Remover/ })).toHaveLength(count()),
    );
    await expect(canvas.getByRole('form', { name: 'Atribuir professor(a)' })).toBeVisible();
  },
};

/** A reader: the list only, and who may change it. */
export const Reader: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Professores atribuídos' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count() + 1));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Somente quem edita os cadastros atribui e remove professores.'),
    ).toBeVisible();
  },
};
