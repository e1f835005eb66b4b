import {
  conflictOnField,
  createFixtureDb,
  createHandlers,
  type FixtureDb,
} from '@lousa/api-client/mocks';
import {
  messages,
  type Permission,
  permissionAreas,
  type RoleItem,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findCell,
  findToast,
  firstCells,
  openAddDialog,
  openEditDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import PerfisScreen from './perfis-screen';

const PATH = '/roles';
const DIALOG = 'Adicionar Perfil';
const EDIT_DIALOG = 'Editar Perfil';
const HEADERS = ['Nome', 'Permissões', 'Usuários', 'Ações'];

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/** Roles a network adds to the four built-in ones (no user holds them yet). */
const extraRoles: readonly (readonly [string, readonly Permission[]])[] = [
  ['Coordenação Pedagógica', ['registries.read', 'students.read', 'pedagogy.unit-classes']],
  ['Auxiliar de Secretaria', ['registries.read', 'students.read']],
  ['Supervisão de Ensino', ['network.all', 'school-units.read', 'pedagogy.unit-classes']],
  ['Orientação Educacional', ['students.read', 'students.read-sensitive']],
  ['Auditoria Interna', ['audit.read', 'users.read']],
  ['Nutrição Escolar', ['school-units.read']],
  ['Biblioteca', ['students.read']],
  ['Transporte Escolar', ['school-units.read', 'students.read']],
];

// Every story gets its own fixture database (the four built-in roles, with their users), kept
// here so the play functions can read it.
let db: FixtureDb = createFixtureDb();
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
  db = createFixtureDb();
  msw.use(...createHandlers(db));
};
/** The built-in roles and the eight above: twelve, two pages. */
const withTwelveRoles = ({ msw }: StoryContext) => {
  db = createFixtureDb();
  for (const [name, permissions] of extraRoles) {
    db.roles.push({ id: db.faker.uuid(), name, permissions: [...permissions], users: 0 });
  }
  msw.use(...createHandlers(db));
};
const role = (name: string) => db.roles.find((each) => each.name === name) as RoleItem;

const meta = {
  title: 'Telas/Administração/Perfis de Acesso',
  component: PerfisScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/perfis'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    withFreshDb({ msw });
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof PerfisScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const checkbox = (scope: Scope, name: string) => scope.getByRole('checkbox', { name });

async function openDialog(canvasElement: HTMLElement) {
  await findCell(canvasElement, 'Administrador');
  return openAddDialog(canvasElement, DIALOG);
}

/**
 * Twelve roles: title, subtitle, the columns, each role's number of permissions and of users, a
 * first page of ten, then the next from the server.
 */
export const Populated: Story = {
  beforeEach: withTwelveRoles,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Perfis de Acesso' })).toBeVisible();
    await expect(canvas.getByText('Defina o que cada perfil pode fazer no sistema.')).toBeVisible();
    await findCell(canvasElement, 'Administrador');
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 12 itens')).toBeVisible();
    const admin = role('Administrador');
    await expect(rowTexts(canvasElement)[0]).toEqual([
      'Administrador',
      `${admin.permissions.length} permissões`,
      String(admin.users),
      expect.any(String),
    ]);
    await expect(rowTexts(canvasElement)[3]?.slice(0, 2)).toEqual(['Professor(a)', '2 permissões']);
    await expect(
      canvas.getByRole('button', { name: 'Ações para Secretaria Escolar' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(['Biblioteca', 'Transporte Escolar']),
    );
    await expect(rowTexts(canvasElement)[0]?.slice(1, 3)).toEqual(['1 permissão', '0']);
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
  },
};

/**
 * The form: 'Nome', then the permissions grouped by area (a group per area, named by it), each
 * a checkbox named by its label, none ticked. 'Salvar' with an empty name: the message on the
 * field, nothing sent, the dialog stays.
 */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (const area of permissionAreas) {
      const group = within(dialog.getByRole('group', { name: area.area }));
      for (const permission of area.permissions) {
        await expect(checkbox(group, permission.label)).not.toBeChecked();
      }
    }
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, '   ');
    await save(dialog);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(messages.roleNameRequired);
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(db.roles).toHaveLength(4);
  },
};

/**
 * A name and two permissions ticked (one by the keyboard): saved in the catalogue's order, the
 * toast, the dialog closes and the list shows the new role with '2 permissões'.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Coordenação Pedagógica');
    await userEvent.click(checkbox(dialog, 'Ver a lista de alunos'));
    const registries = checkbox(dialog, 'Ver cadastros (cursos, turmas, calendários…)');
    registries.focus();
    await userEvent.keyboard(' ');
    await expect(registries).toBeChecked();
    await save(dialog);
    await findToast(toasts.roleCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await findCell(canvasElement, 'Coordenação Pedagógica')).toBeVisible();
    await expect(db.roles.at(-1)).toMatchObject({
      name: 'Coordenação Pedagógica',
      permissions: ['registries.read', 'students.read'],
    });
    await expect(rowTexts(canvasElement).at(-1)?.slice(0, 3)).toEqual([
      'Coordenação Pedagógica',
      '2 permissões',
      '0',
    ]);
  },
};

/**
 * The name is taken: the server's 409 names the field (as the real server does), so its message
 * stands beside 'Nome', which takes the focus; no toast, and the dialog keeps what was typed.
 */
export const NameTaken: Story = {
  beforeEach({ msw }) {
    msw.use(conflictOnField('post', PATH, 'name', serverMessages.roleNameTaken));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: /^Nome/ });
    await userEvent.type(name, 'Diretor(a)');
    await save(dialog);
    await waitFor(() => expect(name).toHaveAccessibleDescription(serverMessages.roleNameTaken));
    await expect(name).toHaveFocus();
    await expect(
      screen.queryByRole('status', { name: serverMessages.roleNameTaken }),
    ).not.toBeInTheDocument();
    await expect(name).toHaveValue('Diretor(a)');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/**
 * 'Editar' on 'Professor(a)': the same form filled in (its two permissions ticked); one more
 * ticked and saved: the toast, the dialog closes and the row counts three.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Professor(a)', EDIT_DIALOG);
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Professor(a)');
    const pedagogy = within(dialog.getByRole('group', { name: 'Pedagógico' }));
    await expect(
      checkbox(pedagogy, 'Planos, frequência e notas das próprias turmas'),
    ).toBeChecked();
    await expect(checkbox(dialog, 'Ver a lista de alunos')).toBeChecked();
    await expect(checkbox(dialog, 'Cadastrar e editar alunos')).not.toBeChecked();
    const unitClasses = checkbox(pedagogy, 'Ver o pedagógico das turmas da unidade');
    await expect(unitClasses).not.toBeChecked();
    await userEvent.click(unitClasses);
    await expect(unitClasses).toBeChecked();
    await save(dialog);
    await findToast(toasts.roleUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() =>
      expect(rowTexts(canvasElement)[3]?.slice(0, 2)).toEqual(['Professor(a)', '3 permissões']),
    );
    await expect(role('Professor(a)').permissions).toEqual([
      'students.read',
      'pedagogy.own-classes',
      'pedagogy.unit-classes',
    ]);
  },
};
