import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Unidades Escolares' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
  },
};

export const WithSubtitle: Story = {
  args: { subtitle: 'Gerencie as unidades escolares da rede' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Gerencie as unidades escolares da rede'),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    subtitle: 'Gerencie as unidades escolares da rede',
    actions: (
      <Button>
        <Plus aria-hidden />
        Adicionar
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adicionar' })).toBeVisible();
  },
};

export const WithBackButton: Story = {
  args: { title: 'Adicionar Unidade Escolar', subtitle: 'Preencha os dados abaixo', onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithBackLink: Story = {
  args: {
    title: 'Adicionar Plano de Aula',
    subtitle: 'Preencha os dados abaixo',
    backHref: '/app/planos-aula',
    renderLink: ({ href, children }) => (
      <a href={href} aria-label="Voltar" onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voltar' });
    await expect(link).toHaveAttribute('href', '/app/planos-aula');
  },
};
