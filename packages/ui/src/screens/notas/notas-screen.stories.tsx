import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { GradesView } from './grades-view';
import NotasScreen from './notas-screen';

const meta = {
  title: 'Telas/Pedagógico/Notas',
  component: NotasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/notas'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Notas', the 'Lançar Notas' link (to /app/notas itself) and an empty table. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lançar Notas' })).toHaveAttribute(
      'href',
      '/notas',
    );
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Turma',
      'Componente Curricular',
      'Período Letivo',
      'Status',
    ]);
    await expect(canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <GradesView grades={undefined} isLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Notas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
