import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { AttendanceRecordsView } from './attendance-records-view';
import FrequenciasScreen from './frequencias-screen';

const meta = {
  title: 'Telas/Pedagógico/Frequências',
  component: FrequenciasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/frequencias'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FrequenciasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Two records: the pending one offers 'Realizar Lançamento', the launched one does not. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Turma',
      'Data da Aula',
      'Data de Lançamento',
      'Status',
      'Ações',
    ]);
    const [pending, launched] = canvas.getAllByRole('row').slice(1) as HTMLElement[];
    await expect(cellsOf(pending as HTMLElement)).toEqual([
      '1º ANO A',
      '10/03/2025',
      '-',
      'PENDENTE',
      'Realizar Lançamento',
    ]);
    await expect(cellsOf(launched as HTMLElement)).toEqual([
      '1º ANO B',
      '07/03/2025',
      '07/03/2025',
      'REGISTRADA',
      '',
    ]);
    const launch = canvas.getAllByRole('link', { name: 'Realizar Lançamento' });
    await expect(launch).toHaveLength(1);
    await expect(launch[0]).toHaveAttribute('href', '/frequencias/lancamento');
    await expect(within(pending as HTMLElement).getByText('PENDENTE')).toHaveClass(
      'badge--variant_secondary',
    );
    await expect(within(launched as HTMLElement).getByText('REGISTRADA')).toHaveClass(
      'badge--variant_default',
    );
  },
};

export const Empty: Story = {
  render: () => <AttendanceRecordsView records={[]} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <AttendanceRecordsView records={undefined} isLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Frequências' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
