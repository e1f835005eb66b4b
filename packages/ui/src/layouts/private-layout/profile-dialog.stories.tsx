import {
  badRequest,
  loadingForever,
  mockUrl,
  recordedAnswer,
  recordedHandlers,
  serverError,
} from '@lousa/api-client/mocks';
import { formatCpf, type Me, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { ProfileDialog } from './profile-dialog';

/** The demo's first secretary ('Secretaria Escolar' in one unit), as GET /me answered her. */
const secretary = recordedAnswer<Me>('secretaria', 'GET /me');
const administrator = recordedAnswer<Me>('administrador', 'GET /me');
/** What the stories type as the current password (the mocks accept any). */
const CURRENT_PASSWORD = 'Lousa#2026';
const NEW_PASSWORD = 'Giz-e-Lousa-42';
const CHANGE_PATH = '/auth/change-password';

const meta = {
  title: 'Layout/Perfil',
  component: ProfileDialog,
  args: { open: true, onOpenChange: fn() },
  decorators: [withApi()],
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw }) => {
    // The demo's secretary, as recorded.
    msw.use(...recordedHandlers({ as: 'secretaria' }));
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

async function openDialog() {
  const element = await screen.findByRole('dialog', { name: 'Perfil' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

const field = (dialog: Scope, label: string) => dialog.getByLabelText(label, { selector: 'input' });
const submit = (dialog: Scope) =>
  userEvent.click(dialog.getByRole('button', { name: 'Alterar senha' }));

async function fill(dialog: Scope, current: string, next: string, confirm = next) {
  await userEvent.type(field(dialog, 'Senha atual'), current);
  await userEvent.type(field(dialog, 'Nova senha'), next);
  await userEvent.type(field(dialog, 'Confirmar nova senha'), confirm);
}

/** Name, e-mail, CPF (masked), role and units as GET /me has them; then 'Alterar senha'. */
export const Details: Story = {
  play: async () => {
    const dialog = await openDialog();
    const details = (
      await dialog.findByText(`${secretary.firstName} ${secretary.lastName}`)
    ).closest('dl') as HTMLElement;
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual(['Nome', 'E-mail', 'CPF', 'Atribuição', 'Unidades Escolares']);
    await expect(within(details).getByText(secretary.email)).toBeVisible();
    await expect(within(details).getByText(formatCpf(secretary.cpf))).toBeVisible();
    await expect(within(details).getByText('Secretaria Escolar')).toBeVisible();
    await expect(secretary.schoolUnits.length).toBeGreaterThan(0);
    for (const unit of secretary.schoolUnits) {
      await expect(within(details).getByText(unit.name)).toBeVisible();
    }
    await expect(dialog.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await expect(field(dialog, 'Senha atual')).toHaveAttribute('type', 'password');
    await expect(field(dialog, 'Nova senha')).toHaveAccessibleDescription(
      'No mínimo 8 caracteres, diferente do seu e-mail e do seu CPF.',
    );
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

/** An administrator (the demo's): every unit of the network, by the role. */
export const NetworkWide: Story = {
  beforeEach({ msw }) {
    msw.use(...recordedHandlers({ as: 'administrador' }));
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(await dialog.findByText('Todas as unidades da rede')).toBeVisible();
    await expect(dialog.getByText(administrator.role?.name ?? '')).toBeVisible();
  },
};

/** While /me loads, placeholders; the password form is already there. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', '/me'));
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('status', { name: 'Carregando perfil' })).toBeVisible();
    await expect(field(dialog, 'Senha atual')).toBeVisible();
  },
};

let sentChanges = 0;

/**
 * 'Alterar senha' checks before sending: every field required; the new password has 8
 * characters at least, differs from the current one and from the e-mail; the confirmation
 * matches. Nothing is sent meanwhile.
 */
export const ValidationErrors: Story = {
  beforeEach({ msw }) {
    sentChanges = 0;
    msw.use(
      http.post(mockUrl(CHANGE_PATH), () => {
        sentChanges += 1;
      }),
    );
  },
  play: async () => {
    const dialog = await openDialog();
    await dialog.findByText(secretary.email);
    await submit(dialog);
    await expect(await dialog.findByText(messages.currentPasswordRequired)).toBeVisible();
    await expect(dialog.getByText(messages.newPasswordRequired)).toBeVisible();
    await expect(dialog.getByText(messages.confirmPasswordRequired)).toBeVisible();
    await expect(field(dialog, 'Senha atual')).toHaveFocus();

    await fill(dialog, CURRENT_PASSWORD, 'curta');
    await submit(dialog);
    await expect(await dialog.findByText(messages.passwordTooShort)).toBeVisible();
    await expect(field(dialog, 'Nova senha')).toHaveAttribute('aria-invalid', 'true');

    const next = field(dialog, 'Nova senha');
    const confirm = field(dialog, 'Confirmar nova senha');
    await userEvent.clear(next);
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, `${NEW_PASSWORD}!`);
    await submit(dialog);
    await expect(await dialog.findByText(messages.passwordsMismatch)).toBeVisible();

    await userEvent.clear(next);
    await userEvent.type(next, CURRENT_PASSWORD);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, CURRENT_PASSWORD);
    await submit(dialog);
    await expect(await dialog.findByText(messages.newPasswordSameAsCurrent)).toBeVisible();

    await userEvent.clear(next);
    await userEvent.type(next, secretary.email);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, secretary.email);
    await submit(dialog);
    await expect(await dialog.findByText(messages.passwordLikeLogin)).toBeVisible();
    await expect(sentChanges).toBe(0);
  },
};

/**
 * Success: the button is disabled while the change is on its way, then 'Senha alterada com
 * sucesso!' and the fields are empty again; the dialog stays.
 */
export const Success: Story = {
  beforeEach({ msw }) {
    // A moment on the way, to see the button busy; then the recorded handlers' answer.
    msw.use(
      http.post(mockUrl(CHANGE_PATH), async () => {
        await delay(400);
      }),
    );
  },
  play: async () => {
    const dialog = await openDialog();
    await fill(dialog, CURRENT_PASSWORD, NEW_PASSWORD);
    await submit(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Alterar senha' })).toBeDisabled(),
    );
    await findToast(toasts.passwordChanged);
    await waitFor(() => expect(field(dialog, 'Senha atual')).toHaveValue(''));
    await expect(field(dialog, 'Nova senha')).toHaveValue('');
    await expect(field(dialog, 'Confirmar nova senha')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Alterar senha' })).toBeEnabled();
  },
};

/** A wrong current password: the server's 400 shows on 'Senha atual'; what was typed stays. */
export const WrongCurrentPassword: Story = {
  beforeEach: ({ msw }) => {
    const message = serverMessages.currentPasswordWrong;
    msw.use(
      http.post(mockUrl('/auth/change-password'), () =>
        HttpResponse.json(
          { message, issues: [{ path: 'currentPassword', message }] },
          { status: 400 },
        ),
      ),
    );
  },
  play: async () => {
    const dialog = await openDialog();
    await fill(dialog, 'nao-e-essa', NEW_PASSWORD);
    await submit(dialog);
    await waitFor(() =>
      expect(field(dialog, 'Senha atual')).toHaveAccessibleDescription(
        serverMessages.currentPasswordWrong,
      ),
    );
    await expect(field(dialog, 'Senha atual')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Nova senha')).toHaveValue(NEW_PASSWORD);
  },
};

/** A password the server refuses as too common: its message on 'Nova senha'. */
export const CommonPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      badRequest('post', CHANGE_PATH, [
        { path: 'newPassword', message: messages.passwordTooCommon },
      ]),
    );
  },
  play: async () => {
    const dialog = await openDialog();
    await fill(dialog, CURRENT_PASSWORD, 'senha12345');
    await submit(dialog);
    await expect(await dialog.findByText(messages.passwordTooCommon)).toBeVisible();
    await expect(field(dialog, 'Nova senha')).toHaveFocus();
  },
};

/**
 * A 401 that says the current password is wrong: an error toast; the session stays (the dialog
 * and what was typed too).
 */
export const WrongCurrentPasswordUnauthorized: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(CHANGE_PATH), () =>
        HttpResponse.json({ message: serverMessages.currentPasswordWrong }, { status: 401 }),
      ),
    );
  },
  play: async () => {
    const dialog = await openDialog();
    await fill(dialog, 'nao-e-essa', NEW_PASSWORD);
    await submit(dialog);
    await findToast(serverMessages.currentPasswordWrong, 'error');
    await expect(screen.getByRole('dialog', { name: 'Perfil' })).toBeVisible();
    await expect(field(dialog, 'Senha atual')).toHaveValue('nao-e-essa');
  },
};

/** The server fails: its message in an error toast; the form keeps what was typed. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', CHANGE_PATH));
  },
  play: async () => {
    const dialog = await openDialog();
    await fill(dialog, CURRENT_PASSWORD, NEW_PASSWORD);
    await submit(dialog);
    await findToast(serverMessages.internalError, 'error');
    await expect(field(dialog, 'Nova senha')).toHaveValue(NEW_PASSWORD);
    await expect(dialog.getByRole('button', { name: 'Alterar senha' })).toBeEnabled();
  },
};
