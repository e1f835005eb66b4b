import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'EM ATIVIDADE' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('EM ATIVIDADE')).toBeVisible();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'PENDENTE' } };
export const Outline: Story = { args: { variant: 'outline', children: '2025' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'FERIADO' } };

/** The status styles beside the spec's default/secondary pair. */
export const StatusStyles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="default">EM ATIVIDADE</Badge>
      <Badge variant="secondary">PENDENTE</Badge>
      <Badge variant="success">REGISTRADA</Badge>
      <Badge variant="info">DIA LETIVO</Badge>
      <Badge variant="warning">SÁBADO LETIVO</Badge>
      <Badge variant="error">FERIADO</Badge>
      <Badge variant="outline">CONCLUÍDO</Badge>
      <Badge variant="destructive">INATIVO</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['EM ATIVIDADE', 'PENDENTE', 'REGISTRADA', 'FERIADO', 'CONCLUÍDO']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge size="sm">Pequeno</Badge>
      <Badge size="md">Médio</Badge>
      <Badge size="lg">Grande</Badge>
    </div>
  ),
};
