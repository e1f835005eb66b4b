import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { UnderConstructionScreen } from './em-construcao-screen';

const meta = {
  title: 'Telas/Em construção',
  component: UnderConstructionScreen,
  args: { title: 'Matrículas', subtitle: 'Consulte as matrículas dos alunos.' },
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnderConstructionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route whose screen is not built yet: its title and a short 'em construção' line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matrículas' })).toBeVisible();
    await expect(canvas.getByText('Esta tela está em construção.')).toBeVisible();
  },
};
