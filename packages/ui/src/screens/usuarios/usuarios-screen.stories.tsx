import {
  emptyList,
  loadingForever,
  malformedList,
  mockUrl,
  serverError,
} from '@lousa/api-client/mocks';
import { messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findToast,
  openAddDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import UsuariosScreen from './usuarios-screen';

const PATH = '/users';
const DIALOG = 'Adicionar Usuário';
const NEW_CPF = '52998224725';

const meta = {
  title: 'Telas/Cadastros/Usuários',
  component: UsuariosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/usuarios'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof UsuariosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = ReturnType<typeof within>;
const field = (dialog: Dialog, name: string) => dialog.getByLabelText(name, { selector: 'input' });

async function fillValidUser(dialog: Dialog, overrides: { confirm?: string } = {}) {
  await userEvent.type(field(dialog, 'CPF'), NEW_CPF);
  await userEvent.type(field(dialog, 'Email'), 'marina@escola.br');
  await userEvent.type(field(dialog, 'Nome'), 'Marina');
  await userEvent.type(field(dialog, 'Sobrenome'), 'Lopes');
  await userEvent.type(field(dialog, 'Senha'), 'Lousa#25');
  await userEvent.type(field(dialog, 'Confirmar Senha'), overrides.confirm ?? 'Lousa#25');
}

/** Fifteen users: the columns, the formatted CPF, the role or a dash, and two pages. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os usuários que acessam o sistema.')).toBeVisible();
    await canvas.findByRole('cell', { name: 'admin@lousa.dev' });
    await expect(columnHeaders(canvasElement)).toEqual([
      'CPF',
      'Nome',
      'Sobrenome',
      'Email',
      'Atribuição',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 15 itens')).toBeVisible();
    const rows = rowTexts(canvasElement);
    await expect(rows[0]?.slice(1)).toEqual([
      'Ana',
      'Administradora',
      'admin@lousa.dev',
      'Administrador',
    ]);
    for (const row of rows) await expect(row[0]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expect(rows.some((row) => row[4] === '-')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList(PATH));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** The server fails: an inline message with 'Tentar novamente' above an empty table. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
  },
};

/** An answer that is not a user list shows no rows (spec §5). */
export const MalformedResponse: Story = {
  beforeEach({ msw }) {
    msw.use(malformedList(PATH));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 'Salvar' on the empty form: every field says what it needs. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    for (const message of [
      messages.cpfRequired,
      messages.emailRequired,
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.passwordRequired,
      messages.confirmPasswordRequired,
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await expect(field(dialog, 'CPF')).toHaveFocus();
  },
};

/** The CPF is masked while typed and its check digits are verified. */
export const InvalidCpf: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    const cpf = field(dialog, 'CPF');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '12345678900');
    await expect(cpf).toHaveValue('123.456.789-00');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText(messages.cpfInvalid)).toBeVisible();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    const email = field(dialog, 'Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'marina@');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText(messages.emailInvalid)).toBeVisible();
  },
};

/** The confirmation must match; both passwords can be shown. */
export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog, { confirm: 'Lousa#24' });
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText(messages.passwordsMismatch)).toBeVisible();
    await expect(field(dialog, 'Confirmar Senha')).toHaveAttribute('aria-invalid', 'true');
    const password = field(dialog, 'Senha');
    await expect(password).toHaveAttribute('type', 'password');
    const [show] = dialog.getAllByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(show as HTMLElement);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Lousa#25');
  },
};

let sentBody: unknown;

/** Success: the toast, the dialog closes, only the five fields are sent, the new row is listed. */
export const Success: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        sentBody = await request.clone().json();
        // Nothing returned: the fixture handler answers.
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@lousa.dev' });
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.userCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sentBody).toEqual({
      cpf: NEW_CPF,
      email: 'marina@escola.br',
      firstName: 'Marina',
      lastName: 'Lopes',
      password: 'Lousa#25',
    });
    await expect(await canvas.findByText('Mostrando 10 de 16 itens')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(rowTexts(canvasElement).at(-1)).toEqual([
      '529.982.247-25',
      'Marina',
      'Lopes',
      'marina@escola.br',
      '-',
    ]);
  },
};

/** A duplicate (409): the server's message in an error toast; the dialog keeps what was typed. */
export const ServerConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.cpfTaken }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(serverMessages.cpfTaken, 'error');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(field(dialog, 'CPF')).toHaveValue('529.982.247-25');
    await expect(field(dialog, 'Nome')).toHaveValue('Marina');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};
