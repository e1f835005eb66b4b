import type { TeachingAssignment } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { TurmasProfessoresList } from './turmas-professores-list';

const id = (n: number) => `0190c1d2-7a1b-4c3d-8e4f-${String(n).padStart(12, '0')}`;
const assignment = (n: number, component: string, teacher: string): TeachingAssignment => ({
  id: id(n),
  teacher: { id: id(n + 100), name: teacher },
  curricularComponent: { id: id(n + 200), name: component },
});
const assignments = [
  assignment(1, 'Matemática', 'Amanda Moura'),
  assignment(2, 'Arte', 'Théo Andrade'),
  assignment(3, 'Educação Física', 'Caio Gonçalves'),
];

const meta = {
  title: 'Telas/Cadastros/Turmas/Professores (lista)',
  component: TurmasProfessoresList,
  decorators: [
    (Story) => (
      <div className={css({ p: '4', maxWidth: '40rem' })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { assignments, onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof TurmasProfessoresList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Professores atribuídos' }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .slice(1);

/** By component; each row's 'Remover' names whom and what it removes and reports its button. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Componente Curricular',
      'Professor(a)',
      'Ações',
    ]);
    await expect(rows(canvasElement).map((row) => row.slice(0, 2))).toEqual([
      ['Arte', 'Théo Andrade'],
      ['Educação Física', 'Caio Gonçalves'],
      ['Matemática', 'Amanda Moura'],
    ]);
    const remove = canvas.getByRole('button', { name: 'Remover Amanda Moura (Matemática)' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith(assignments[0], remove);
  },
};

/** Without `onRemove`: the two columns and no button. */
export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { assignments: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Professores atribuídos' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveAttribute('data-skeleton');
    }
  },
};

export const Empty: Story = {
  args: { assignments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum professor atribuído.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { assignments: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
