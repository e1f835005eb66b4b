import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Card } from './card';

const meta = {
  title: 'Design System/Card',
  component: Card.Root,
  render: (args) => (
    <Card.Root {...args} style={{ width: 360 }}>
      <Card.Header>
        <Card.Title>Lista de Eventos</Card.Title>
        <Card.Description>Eventos da data selecionada</Card.Description>
      </Card.Header>
      <Card.Body>
        <p>Nenhum evento encontrado...</p>
      </Card.Body>
    </Card.Root>
  ),
} satisfies Meta<typeof Card.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lista de Eventos' })).toBeVisible();
    await expect(canvas.getByText('Nenhum evento encontrado...')).toBeVisible();
  },
};

export const WithFooter: Story = {
  render: (args) => (
    <Card.Root {...args} style={{ width: 360 }}>
      <Card.Header>
        <Card.Title>Frequência</Card.Title>
        <Card.Description>1º ANO A</Card.Description>
      </Card.Header>
      <Card.Body>
        <p>22 alunos</p>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline">Realizar Lançamento</Button>
      </Card.Footer>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Realizar Lançamento' }),
    ).toBeVisible();
  },
};
