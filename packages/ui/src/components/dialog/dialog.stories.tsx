import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { Textarea } from '../textarea';
import { Dialog } from './dialog';

const meta = {
  title: 'Design System/Dialog',
  component: Dialog.Root,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button>Adicionar</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Adicionar Modalidade de Ensino</Dialog.Title>
          <Dialog.Description>Preencha os dados abaixo</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <p>Conteúdo do formulário.</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancelar</Button>
          </Dialog.CloseTrigger>
          <Button>Salvar</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Modalidade de Ensino' });
    await expect(dialog).toHaveAccessibleDescription('Preencha os dados abaixo');
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

/** Enter opens it, focus moves inside, Escape closes it and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Adicionar' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Modalidade de Ensino' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Adicionar' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A form dialog, as in 'Justificar Falta'. */
export const WithForm: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Justificar Falta</Dialog.Title>
          <Dialog.Description>Ana Souza</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Field label="Justificativa" required>
            <Textarea rows={4} />
          </Field>
        </Dialog.Body>
        <Dialog.Footer>
          <Button>JUSTIFICAR</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
    const textarea = within(dialog).getByRole('textbox', { name: 'Justificativa' });
    await expect(textarea).toBeRequired();
    await userEvent.type(textarea, 'Atestado');
    await expect(textarea).toHaveValue('Atestado');
  },
};
