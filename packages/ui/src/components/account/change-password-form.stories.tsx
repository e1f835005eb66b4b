import { recordedAnswer, recordedHandlers } from '@lousa/api-client/mocks';
import { type Me, messages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { findToast } from '../registry/story-helpers';
import { toaster } from '../toaster';
import { ChangePasswordForm } from './change-password-form';

/** The demo's first secretary, as GET /me answered her. */
const secretary = recordedAnswer<Me>('secretaria', 'GET /me');

const meta = {
  title: 'Conta/Alterar senha',
  component: ChangePasswordForm,
  args: { account: { email: secretary.email, cpf: secretary.cpf } },
  decorators: [withApi()],
  parameters: recordedStory().parameters,
  beforeEach: ({ msw }) => {
    msw.use(...recordedHandlers({ as: 'secretaria' }));
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

/** Empty: each field's message; a short new password: the 8-character rule. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() =>
      expect(field(canvasElement, 'Senha atual')).toHaveAccessibleDescription(
        messages.currentPasswordRequired,
      ),
    );
    await userEvent.type(field(canvasElement, 'Nova senha'), 'curta');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() =>
      expect(field(canvasElement, 'Nova senha')).toHaveAccessibleDescription(
        expect.stringContaining(messages.passwordTooShort),
      ),
    );
  },
};

/** The current password and a new one twice: 'Senha alterada com sucesso!', fields emptied. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Senha atual'), 'Lousa#2026');
    await userEvent.type(field(canvasElement, 'Nova senha'), 'Giz-e-Lousa-42');
    await userEvent.type(field(canvasElement, 'Confirmar nova senha'), 'Giz-e-Lousa-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await findToast(toasts.passwordChanged);
    await waitFor(() => expect(field(canvasElement, 'Senha atual')).toHaveValue(''));
  },
};
