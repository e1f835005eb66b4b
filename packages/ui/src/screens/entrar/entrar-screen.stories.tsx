import { configureNavigation } from '@lousa/api-client';
import { loadingForever, mockUrl, recordedAnswer, recordedHandlers } from '@lousa/api-client/mocks';
import { type Me, serverMessages } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { recordedStory } from '../../testing/story-recorded';
import { SignInScreen } from './entrar-screen';

/** The demo's administrator's e-mail (GET /me as recorded); any password is taken by the mocks. */
const EMAIL = recordedAnswer<Me>('administrador', 'GET /me').email;
const PASSWORD = 'Lousa#2026';

const meta = {
  title: 'Telas/Sign-in',
  component: SignInScreen,
  args: { onSignedIn: fn() },
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw }) => {
    // POST /auth answers the administrator's token, whatever was typed.
    msw.use(...recordedHandlers({ as: 'administrador' }));
    sessionStorage.removeItem('accessToken');
    // As on /sign-in/: a 401 of the login call does not navigate away from the page.
    configureNavigation({ redirect: () => {}, currentPath: () => '/sign-in' });
    return () => configureNavigation(null);
  },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, login: string, password: string) {
  if (login) await userEvent.type(canvas.getByLabelText('E-mail ou CPF'), login);
  if (password) await userEvent.type(canvas.getByLabelText('Senha'), password);
}

/** The product name, 'E-mail ou CPF', 'Senha' with its visibility toggle, and 'Entrar'. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lousa' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail ou CPF')).toHaveValue('');
    const password = canvas.getByLabelText('Senha');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'segredo');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** Empty fields and a login that is neither an e-mail nor a CPF: the field messages. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Informe seu e-mail ou CPF')).toBeVisible();
    await expect(canvas.getByText('A senha é obrigatória')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail ou CPF')).toHaveAttribute('aria-invalid', 'true');
    await fill(canvas, 'ana', '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Informe um e-mail ou CPF válido')).toBeVisible();
    await expect(canvas.queryByText('A senha é obrigatória')).not.toBeInTheDocument();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** While the server answers, 'Entrar' is busy and disabled. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('post', '/auth'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, EMAIL, PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Wrong credentials: the server's 401 and its message in the form; still on the page. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl('/auth'), () =>
        HttpResponse.json({ message: serverMessages.invalidCredentials }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, EMAIL, 'senha-errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      serverMessages.invalidCredentials,
    );
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Right credentials: the session starts and the page goes on to /app. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, EMAIL, PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(sessionStorage.getItem('accessToken')).toBeTruthy();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
