import {
  loadingForever,
  type RecordedRole,
  recordedAnswer,
  recordedHandlers,
  serverError,
  signInForStory,
} from '@lousa/api-client/mocks';
import type { Me } from '@lousa/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HomeView } from '../../screens/inicio/inicio-view';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import { PrivateLayout } from './private-layout';

const MOBILE = { width: 375, height: 740 };

/** The router at `parameters.path` (default /turmas), so the current page's item is marked. */
const atPath: Decorator = (Story, context) =>
  withRouter(context.parameters.path ?? '/turmas')(Story, context);

/** The recorded /me of `role` (the demo's administrator, or its first teacher). */
const meOf = (role: RecordedRole) => recordedAnswer<Me>(role, 'GET /me');
const fullName = (me: Me) => `${me.firstName} ${me.lastName}`;

/**
 * Signed in as the recorded user of `parameters.role` (default the administrator), so the top
 * bar's name (the session's) is the one GET /me answers.
 */
const signedInAsRecorded: Decorator = (Story, context) => {
  const me = meOf(context.parameters.role ?? 'administrador');
  signInForStory({
    sub: me.id,
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    cpf: me.cpf,
    role: { id: me.role?.id ?? '', name: me.role?.name ?? '', permissions: [...me.permissions] },
  });
  return <Story />;
};

const meta = {
  title: 'Layout/Private Layout',
  component: PrivateLayout,
  args: {
    defaultSidebarOpen: true,
    children: (
      <HomeView firstName="Ana" state={{ status: 'loading' }} permissions={[]} today="2026-03-02" />
    ),
  },
  decorators: [signedInAsRecorded, withApi(), atPath],
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw, parameters }) => {
    msw.use(...recordedHandlers({ as: parameters.role ?? 'administrador' }));
  },
} satisfies Meta<typeof PrivateLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebarOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: 'Menu lateral' });

/** 16rem sidebar with every group of §2, the top bar and the main area. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar.getBoundingClientRect().width).toBe(256);
    const nav = within(sidebar);
    // The items come once GET /me has said what the user may open.
    await nav.findByRole('link', { name: 'Turmas' });
    for (const group of [
      'Área Administrativa',
      'Gestão Pedagógica',
      'Recursos Humanos',
      'Gestão Financeira',
    ]) {
      await expect(nav.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    await expect(nav.getByRole('link', { name: 'Turmas' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Adicionar Unidade Escolar' })).toHaveAttribute(
      'href',
      '/unidades-escolares/adicionar',
    );
    await expect(nav.getByRole('link', { name: 'Adicionar Plano de Aula' })).toBeInTheDocument();
    for (const disabled of ['Censo Escolar', 'Servidores', 'PDDE']) {
      await expect(nav.getByRole('button', { name: new RegExp(disabled) })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await expect(nav.getByRole('link', { name: 'Lousa' })).toHaveAttribute('href', '/');
    await expect(await nav.findByTestId('year-badge')).toHaveTextContent(/\d{4}/);
    await expect(canvas.getByRole('main')).toHaveTextContent('Olá, Ana, seja bem-vindo');
    await expect(canvas.getByRole('button', { name: 'Mudar tema' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notificações' })).toBeVisible();
  },
};

/** A sub-group opens and closes; it starts open when one of its items is the current page. */
export const Subgroups: Story = {
  parameters: { path: '/cursos' },
  play: async ({ canvasElement }) => {
    const nav = within(sidebarOf(canvasElement));
    const cadastros = await nav.findByRole('button', { name: 'Cadastros' });
    await expect(cadastros).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    const calendars = nav.getByRole('button', { name: 'Calendários Acadêmicos' });
    await expect(calendars).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Períodos Letivos' })).not.toBeInTheDocument();
    await userEvent.click(calendars);
    await expect(nav.getByRole('link', { name: 'Períodos Letivos' })).toBeVisible();
    await userEvent.click(cadastros);
    await expect(nav.queryByRole('link', { name: 'Cursos' })).not.toBeInTheDocument();
  },
};

/** The 3rem icon rail: labels become tooltips that open at once. */
export const Collapsed: Story = {
  args: { defaultSidebarOpen: false },
  play: async ({ canvasElement }) => {
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(48));
    // The rail's tooltips load with the rail: wait until the link is their trigger.
    await waitFor(() =>
      expect(within(sidebar).getByRole('link', { name: 'Usuários' })).toHaveAttribute(
        'data-scope',
        'tooltip',
      ),
    );
    await userEvent.hover(within(sidebar).getByRole('link', { name: 'Usuários' }));
    await expect(await screen.findByRole('tooltip', { name: 'Usuários' })).toBeVisible();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Cadastros' }));
    const flyout = within(await screen.findByRole('menu', { name: 'Cadastros' }));
    await expect(flyout.getByRole('menuitem', { name: 'Matrizes Curriculares' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Ctrl/Cmd+B and the toggle button switch between expanded and collapsed. */
export const KeyboardShortcut: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = sidebarOf(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { name: 'Alternar menu lateral' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.cookie).toContain('sidebar_state=false');
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(toggle);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(toggle);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(document.cookie).toContain('sidebar_state=true');
  },
};

/**
 * Under 768 px: no sidebar, an 18rem drawer closed at first (its code loads when 'Abrir menu' is
 * first pressed); following a link closes it.
 */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { testViewport: MOBILE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Menu lateral' })).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu lateral' }, { timeout: 5000 });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().width)).toBe(288));
    await userEvent.click(await within(drawer).findByRole('link', { name: 'Alunos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The dark theme (the test runner checks contrast in both themes for every story). */
export const Dark: Story = {
  globals: { theme: 'escuro' },
  // As the site's theme script does before the first paint: the class on <html>.
  beforeEach() {
    document.documentElement.classList.add('dark');
    return () => document.documentElement.classList.remove('dark');
  },
  play: async ({ canvasElement }) => {
    // The themes addon applies the class in an effect after the story renders.
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(sidebarOf(canvasElement)).toHaveAttribute('data-state', 'expanded');
  },
};

/** Dark and collapsed, on the icon rail. */
export const DarkCollapsed: Story = {
  args: { defaultSidebarOpen: false },
  globals: { theme: 'escuro' },
  play: async ({ canvasElement }) => {
    await expect(sidebarOf(canvasElement)).toHaveAttribute('data-state', 'collapsed');
  },
};

/** Every top-level item and sub-group of the spec's menu, for the administrator (every permission). */
const ADMIN_ITEMS = [
  'Anos Letivos',
  'Unidades Escolares',
  'Turmas',
  'Alunos',
  'Matrículas',
  'Usuários',
  'Minhas Turmas',
  'Planos de Aula',
  'Frequências',
  'Notas',
  'Resultados',
  'Atividades Pedagógicas',
  'Calendário Acadêmico',
];

/** The administrator sees the whole menu of the spec: every item, sub-group and shortcut. */
export const AdministratorMenu: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(sidebarOf(canvasElement));
    await nav.findByRole('link', { name: 'Usuários' });
    for (const item of ADMIN_ITEMS) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    for (const subgroup of ['Cadastros', 'Calendários Acadêmicos']) {
      await expect(nav.getByRole('button', { name: subgroup })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Adicionar Unidade Escolar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Adicionar Plano de Aula' })).toBeVisible();
  },
};

/**
 * A teacher (the demo's, 'Professor(a)': students and their own classes): the students and the
 * pedagogical screens; no 'Usuários', no registries, no unit shortcut. The disabled items stay.
 */
export const TeacherMenu: Story = {
  parameters: { path: '/minhas-turmas', role: 'professor' },
  play: async ({ canvasElement }) => {
    const nav = within(sidebarOf(canvasElement));
    await expect(await nav.findByRole('link', { name: 'Minhas Turmas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const item of ['Alunos', 'Matrículas', 'Planos de Aula', 'Frequências', 'Notas']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Adicionar Plano de Aula' })).toBeVisible();
    for (const hidden of ['Usuários', 'Turmas', 'Anos Letivos', 'Unidades Escolares']) {
      await expect(nav.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    await expect(nav.queryByRole('button', { name: 'Cadastros' })).not.toBeInTheDocument();
    await expect(
      nav.queryByRole('link', { name: 'Adicionar Unidade Escolar' }),
    ).not.toBeInTheDocument();
    await expect(nav.getByRole('button', { name: /Censo Escolar/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While GET /me has not answered, placeholders hold the menu's place: no item yet. */
export const MenuWhileLoading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', '/me'));
  },
  play: async ({ canvasElement }) => {
    const sidebar = within(sidebarOf(canvasElement));
    await expect(sidebar.getByRole('status', { name: 'Carregando menu' })).toBeVisible();
    await expect(sidebar.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
    await expect(sidebar.queryByRole('link', { name: 'Turmas' })).not.toBeInTheDocument();
    await expect(sidebar.queryByRole('heading', { name: 'Área Administrativa' })).toBeNull();
  },
};

/** GET /me fails: the menu says so and offers 'Tentar novamente'. */
export const MenuError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/me'));
  },
  play: async ({ canvasElement }) => {
    const sidebar = within(sidebarOf(canvasElement));
    await expect(await sidebar.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível carregar o menu.',
    );
    await expect(sidebar.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/**
 * 'Perfil' in the user menu opens the profile dialog (name, e-mail, CPF, role, units and
 * 'Alterar senha'); Escape closes it and the focus goes back to the menu's button.
 */
export const ProfileFromUserMenu: Story = {
  play: async ({ canvasElement }) => {
    const admin = meOf('administrador');
    const menuButton = within(canvasElement).getByRole('button', { name: fullName(admin) });
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perfil' }, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(await within(dialog).findByText(admin.email)).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Perfil' })).toBeNull());
    // The menu's code loads on the first press: the button is then the loaded menu's, asked anew.
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('button', { name: fullName(admin) })).toHaveFocus(),
      { timeout: 5000 },
    );
  },
};
