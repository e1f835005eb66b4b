import { meAs, mockUrl, recordedAnswer, storyUserClaims } from '@lousa/api-client/mocks';
import { type Me, messages, type TeachingModality, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../components/registry/story-helpers';
import { toaster } from '../components/toaster';
import { withApi } from '../testing/story-api';
import { recordedStory } from '../testing/story-recorded';
import { withRouter } from '../testing/story-router';
import { AppRoutes } from './app-router';

/**
 * The /app routes as the product mounts them (layout, route guard, screens), in a memory router
 * at `parameters.route`, against the recorded API (the demo network, its administrator signed
 * in); a story signs in another of the demo's roles, or says who with `meAs(...)`.
 */
const meta = {
  title: 'App/Rotas e Permissões',
  component: AppRoutes,
  decorators: [withApi(), withRouter('/')],
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: (context) => {
    recordedStory().beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
/** Who the recording signed in: the demo's administrator. */
const recordedMe = () => recordedAnswer<Me>('administrador', 'GET /me');
const NEW_PASSWORD = 'Giz-e-Lousa-42';
/** What the person types as the current password (the recording takes any). */
const CURRENT_PASSWORD = 'Senha-Provisoria-1';

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

let usersCalls = 0;

/**
 * A teacher (the demo's) opens /app/usuarios: in the page area, 'Você não tem permissão para
 * acessar esta página.' with the way back to the 'Página Inicial'; the users are never asked
 * for, and the menu has no 'Usuários'. The link leads home.
 */
export const NoPermission: Story = {
  parameters: { route: '/usuarios' },
  beforeEach({ msw }) {
    usersCalls = 0;
    recordedStory('professor').beforeEach({ msw });
    msw.use(
      // Counts, then lets the recording answer.
      http.get(mockUrl('/users'), () => {
        usersCalls += 1;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText('Você não tem permissão para acessar esta página.', {}, LOAD),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const sidebar = within(
      within(canvasElement).getByRole('complementary', { name: 'Menu lateral' }),
    );
    await expect(await sidebar.findByRole('link', { name: 'Alunos' })).toBeVisible();
    await expect(sidebar.queryByRole('link', { name: 'Usuários' })).toBeNull();
    await expect(usersCalls).toBe(0);
    await userEvent.click(page.getByRole('link', { name: 'Voltar para a Página Inicial' }));
    // The greeting names the session's user (the stories' token: `storyUserClaims`), not /me's.
    const { firstName } = storyUserClaims;
    await expect(
      await main(canvasElement).findByText(
        `Olá, ${firstName}, seja bem-vindo`,
        { exact: false },
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** The administrator opens the same route: the users' screen itself. */
export const Allowed: Story = {
  parameters: { route: '/usuarios' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Usuários' }, LOAD),
    ).toBeVisible();
    await expect(await page.findByRole('cell', { name: recordedMe().email }, LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(page.queryByText('Você não tem permissão para acessar esta página.')).toBeNull();
  },
};

/**
 * A user who may read the registries but not change them opens 'Modalidades de Ensino': the
 * list, without 'Adicionar' nor the rows' actions.
 */
export const ReadOnlyRegistry: Story = {
  parameters: { route: '/modalidades-ensino' },
  beforeEach({ msw }) {
    msw.use(...meAs({ role: 'Professor(a)', permissions: ['registries.read'] }));
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const [modality] = recordedAnswer<TeachingModality[]>(
      'administrador',
      'GET /teaching-modalities',
    );
    await expect(await page.findByRole('cell', { name: modality?.name }, LOAD)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(page.queryByRole('button', { name: /^Ações para/ })).toBeNull();
  },
};

let passwordChanged = false;

/**
 * Right after signing in, /me says a new password must be chosen: instead of any screen (and
 * of the menu), 'Defina uma nova senha', which nothing but 'Sair' leaves. The rules are checked;
 * after the change, /me is asked again and the app goes on to the page asked for. (The
 * administrator's recorded /me, asking for a change until the change is sent.)
 */
export const ForcedPasswordChange: Story = {
  beforeEach({ msw }) {
    passwordChanged = false;
    msw.use(
      http.get(mockUrl('/me'), () =>
        HttpResponse.json({ ...recordedMe(), mustChangePassword: !passwordChanged }),
      ),
      // Notes the change, then lets the recording answer it (204).
      http.post(mockUrl('/auth/change-password'), () => {
        passwordChanged = true;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Defina uma nova senha' }, LOAD),
    ).toBeVisible();
    const { firstName } = recordedMe();
    await expect(
      canvas.getByText(`${firstName}, defina uma nova senha antes de continuar.`),
    ).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Menu lateral' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Fechar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();

    await userEvent.type(field('Senha atual'), CURRENT_PASSWORD);
    await userEvent.type(field('Nova senha'), 'curta');
    await userEvent.type(field('Confirmar nova senha'), 'curta');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(await canvas.findByText(messages.passwordTooShort)).toBeVisible();

    await userEvent.clear(field('Nova senha'));
    await userEvent.type(field('Nova senha'), NEW_PASSWORD);
    await userEvent.clear(field('Confirmar nova senha'));
    await userEvent.type(field('Confirmar nova senha'), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await findToast(toasts.passwordChanged);
    await expect(
      await main(canvasElement).findByText(
        `Olá, ${firstName}, seja bem-vindo`,
        { exact: false },
        LOAD,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('complementary', { name: 'Menu lateral' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('heading', { name: 'Defina uma nova senha' })).toBeNull();
  },
};
