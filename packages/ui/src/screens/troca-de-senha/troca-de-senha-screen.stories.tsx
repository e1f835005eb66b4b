import { meAs, recordedAnswer, recordedHandlers, serverError } from '@lousa/api-client/mocks';
import { type Me, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import PasswordChangeRequiredScreen from './troca-de-senha-screen';

/** The demo's first teacher, as GET /me answered her; here she must choose a new password. */
const teacher = recordedAnswer<Me>('professor', 'GET /me');
/** What the stories type as the current password (the mocks accept any). */
const CURRENT_PASSWORD = 'Lousa#2026';

const meta = {
  title: 'Telas/Defina uma Nova Senha',
  component: PasswordChangeRequiredScreen,
  decorators: [withApi()],
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw }) => {
    msw.use(...recordedHandlers({ as: 'professor' }));
    // The recorded /me with a password to choose (meAs's own change check is not used: the
    // recorded handlers answer it).
    msw.use(meAs({ ...teacher, mustChangePassword: true })[0]);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof PasswordChangeRequiredScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const field = (canvas: Scope, label: string) => canvas.getByLabelText(label, { selector: 'input' });
const NEW_PASSWORD = 'Giz-e-Lousa-42';

async function fill(canvas: Scope, current: string, next: string, confirm = next) {
  await userEvent.type(field(canvas, 'Senha atual'), current);
  await userEvent.type(field(canvas, 'Nova senha'), next);
  await userEvent.type(field(canvas, 'Confirmar nova senha'), confirm);
}

/** The page: why, the form and 'Sair' — nothing closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Defina uma nova senha' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(`${teacher.firstName}, defina uma nova senha antes de continuar.`),
    ).toBeVisible();
    await expect(field(canvas, 'Nova senha')).toHaveAccessibleDescription(
      'No mínimo 8 caracteres, diferente do seu e-mail e do seu CPF.',
    );
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Fechar' })).toBeNull();
  },
};

/** The rules before anything is sent: required fields, 8 characters, the confirmation. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(await canvas.findByText(messages.currentPasswordRequired)).toBeVisible();
    await expect(canvas.getByText(messages.newPasswordRequired)).toBeVisible();
    await fill(canvas, CURRENT_PASSWORD, 'curta', 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(await canvas.findByText(messages.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(messages.passwordsMismatch)).toBeVisible();
  },
};

/** Success: 'Senha alterada com sucesso!' (the app then goes on: see App/Rotas e Permissões). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, CURRENT_PASSWORD, NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await findToast(toasts.passwordChanged);
    await expect(field(canvas, 'Senha atual')).toHaveValue('');
  },
};

/** The server fails: its message in an error toast; the page stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', '/auth/change-password'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, CURRENT_PASSWORD, NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await findToast(serverMessages.internalError, 'error');
    await expect(canvas.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();
  },
};
