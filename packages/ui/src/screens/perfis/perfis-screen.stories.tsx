import {
  conflictOnField,
  mockUrl,
  recordedAnswer,
  recordedHandlers,
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
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  completedWrites,
  findCell,
  findToast,
  firstCells,
  openAddDialog,
  openEditDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import PerfisScreen from './perfis-screen';

const PATH = '/roles';
const DIALOG = 'Adicionar Perfil';
const EDIT_DIALOG = 'Editar Perfil';
const HEADERS = ['Nome', 'Permissões', 'Usuários', 'Ações'];

/** Lists load from the mocked API; a busy machine may take more than the default second. */
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

/** The extra roles as GET /roles lists them: the story's own ids, no user yet. */
const extraItems: RoleItem[] = extraRoles.map(([name, permissions], index) => ({
  id: `story-role-${index + 1}`,
  name,
  permissions: [...permissions],
  users: 0,
}));

/** The demo's roles as the server answered the administrator (the recording). */
const roles = recordedAnswer<RoleItem[]>('administrador', `GET ${PATH}`);
const role = (name: string) => roles.find((each) => each.name === name) as RoleItem;

/** The recorded answers to the administrator, with `added` roles listed first. */
const onTheRecording = (msw: StoryContext['msw'], added: RoleItem[] = []) =>
  msw.use(...recordedHandlers({ as: 'administrador', added: { [PATH]: added } }));

let sentBody: unknown;

/**
 * The recorded handlers answer a create in the shape of the list's first row and change only a
 * record's plain values (not its list of permissions); the server answers the role sent, with the
 * number of users holding it. The stories that add or change a role get those answers
 * (`completedWrites`), and the list of roles with them (a new one first, as the recorded lists
 * put a story's rows); the body sent is kept in `sentBody`.
 */
const completeRole = (sent: Record<string, unknown>, before: RoleItem | undefined) => {
  sentBody = sent;
  return { users: 0, ...before, ...sent } as RoleItem;
};

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
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw }) => {
    onTheRecording(msw);
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

/** A role's row: its name, its number of permissions ('1 permissão', 'n permissões'), of users. */
const rowOfRole = (item: RoleItem) => [
  item.name,
  item.permissions.length === 1 ? '1 permissão' : `${item.permissions.length} permissões`,
  String(item.users),
];

/**
 * The demo's four roles and the eight above (twelve, listed first): title, subtitle, the columns,
 * each role's number of permissions and of users, a first page of ten, then the next from the
 * server.
 */
export const Populated: Story = {
  beforeEach: ({ msw }) => onTheRecording(msw, extraItems),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Perfis de Acesso' })).toBeVisible();
    await expect(canvas.getByText('Defina o que cada perfil pode fazer no sistema.')).toBeVisible();
    await findCell(canvasElement, 'Administrador');
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    const all = [...extraItems, ...roles];
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(`Mostrando 10 de ${all.length} itens`)).toBeVisible();
    const shown = () => rowTexts(canvasElement).map((row) => row.slice(0, 3));
    await expect(shown()).toEqual(all.slice(0, 10).map(rowOfRole));
    await expect(shown()).toContainEqual(['Biblioteca', '1 permissão', '0']);
    const admin = role('Administrador');
    await expect(canvas.getByRole('button', { name: `Ações para ${admin.name}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(all.slice(10).map((each) => each.name)),
    );
    await expect(shown()).toEqual(all.slice(10).map(rowOfRole));
    await expect(canvas.getByText(`Página 2 de ${Math.ceil(all.length / 10)}`)).toBeVisible();
  },
};

/**
 * The form: 'Nome', then the permissions grouped by area (a group per area, named by it), each
 * a checkbox named by its label, none ticked. 'Salvar' with an empty name: the message on the
 * field, nothing sent, the dialog stays.
 */
export const RequiredFields: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        sentBody = await request.clone().json();
      }),
    );
  },
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
    await expect(sentBody).toBeUndefined();
  },
};

/**
 * A name and two permissions ticked (one by the keyboard): saved in the catalogue's order, the
 * toast, the dialog closes and the list shows the new role with '2 permissões'.
 */
export const Success: Story = {
  beforeEach(context) {
    sentBody = undefined;
    completedWrites(context, PATH, completeRole);
  },
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
    await expect(sentBody).toEqual({
      name: 'Coordenação Pedagógica',
      permissions: ['registries.read', 'students.read'],
    });
    await expect(rowTexts(canvasElement)[0]?.slice(0, 3)).toEqual([
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
  beforeEach(context) {
    sentBody = undefined;
    completedWrites(context, PATH, completeRole);
  },
  play: async ({ canvasElement }) => {
    const teacher = role('Professor(a)');
    const index = roles.indexOf(teacher);
    await findCell(canvasElement, teacher.name);
    await expect(rowTexts(canvasElement)[index]?.slice(0, 2)).toEqual(
      rowOfRole(teacher).slice(0, 2),
    );
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
      expect(rowTexts(canvasElement)[index]?.slice(0, 2)).toEqual([
        'Professor(a)',
        `${teacher.permissions.length + 1} permissões`,
      ]),
    );
    await expect((sentBody as RoleItem).permissions).toEqual([
      'students.read',
      'pedagogy.own-classes',
      'pedagogy.unit-classes',
    ]);
  },
};
