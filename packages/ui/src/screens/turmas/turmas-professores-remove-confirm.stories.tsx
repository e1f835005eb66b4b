import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { TurmasProfessoresRemoveConfirm } from './turmas-professores-remove-confirm';

const meta = {
  title: 'Telas/Cadastros/Turmas/Professores (remover)',
  component: TurmasProfessoresRemoveConfirm,
  decorators: [
    (Story) => (
      <div className={css({ p: '4', maxWidth: '40rem' })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: {
    teacher: 'Amanda Moura',
    component: 'Matemática',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TurmasProfessoresRemoveConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = 'Remover Amanda Moura de Matemática?';

/** The question names whom and what; 'Cancelar' has the focus; 'Remover' confirms. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: QUESTION }));
    await expect(region.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(
      within(canvasElement).getByRole('region', { name: QUESTION }),
    ).toHaveAccessibleDescription(
      'A turma fica sem professor(a) neste componente até que outro seja atribuído.',
    );
    await userEvent.click(region.getByRole('button', { name: 'Remover' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** 'Cancelar' and Escape both cancel. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: QUESTION }));
    await userEvent.click(region.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the removal is sent: 'Remover' busy, 'Cancelar' disabled, Escape ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: QUESTION }));
    await expect(region.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    const remove = region.getByRole('button', { name: 'Remover' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
