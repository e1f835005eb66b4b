import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import MinhasTurmasScreen from './minhas-turmas-screen';

const meta = {
  title: 'Telas/Pedagógico/Minhas Turmas',
  component: MinhasTurmasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MinhasTurmasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title and the placeholder text, nothing else. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minhas Turmas' })).toBeVisible();
    await expect(canvas.getByText('As turmas em que você leciona aparecerão aqui.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
