import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import MatriculasScreen from './matriculas-screen';

const meta = {
  title: 'Telas/Cadastros/Matrículas',
  component: MatriculasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/matriculas'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MatriculasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The only state: enrolments make no call (spec §7), so the page is always the empty table with
 * no columns — there is no loading, error or populated state to show.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matrículas' })).toBeVisible();
    await expect(canvas.getByText('Consulte as matrículas dos alunos.')).toBeVisible();
    await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
    await expect(canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
  },
};
