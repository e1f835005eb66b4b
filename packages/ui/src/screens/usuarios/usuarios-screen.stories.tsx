import {
  conflict,
  conflictOnField,
  meAs,
  mockUrl,
  recordedAnswer,
  recordedHandlers,
  unprocessableOnField,
} from '@lousa/api-client/mocks';
import {
  formatCpf,
  type Me,
  messages,
  type RoleItem,
  type SchoolUnit,
  serverMessages,
  toasts,
  type User,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  completedWrites,
  findCell,
  findToast,
  openAddDialog,
  openEditDialog,
  rowTexts,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import UsuariosScreen from './usuarios-screen';

const PATH = '/users';
const ITEM_PATH = '/users/:id';
const DIALOG = 'Adicionar Usuário';
const EDIT_DIALOG = 'Editar Usuário';
/** A CPF nobody in the demo has (what the stories type for a new user). */
const NEW_CPF = '11144477735';
const HEADERS = ['CPF', 'Nome', 'Sobrenome', 'Email', 'Atribuição', 'Situação'];

/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

// The demo's users as the server answered the administrator (the recording), its roles and units.
const users = recordedAnswer<User[]>('administrador', `GET ${PATH}`);
const roles = recordedAnswer<RoleItem[]>('administrador', 'GET /roles');
const units = recordedAnswer<SchoolUnit[]>('administrador', 'GET /school-units');
const me = recordedAnswer<Me>('administrador', 'GET /me');
const admin = users.find((user) => user.id === me.id) as User;
const fullName = (user: User) => `${user.firstName} ${user.lastName}`;
const unique = (pick: (user: User) => string, user: User) =>
  users.filter((other) => pick(other) === pick(user)).length === 1;
/**
 * A user other than the admin, with a role, whose first and last names no one else has (the
 * recorder of people-screens.json picks the same one for its searches).
 */
const someUser = () =>
  users.find(
    (user) =>
      user.id !== admin.id &&
      user.role &&
      unique((u) => u.firstName, user) &&
      unique((u) => u.lastName, user),
  ) as User;
/** Without accents, in lower case (as the recorder typed a name). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A user the demo does not have: deactivated before the story (the demo's users are all active). */
const INACTIVE_USER: User = {
  id: 'story-inactive-user',
  cpf: '39053344705',
  email: 'otavio.reis@escola.br',
  firstName: 'Otávio',
  lastName: 'Reis',
  role: null,
  schoolUnits: [],
  active: false,
};

/**
 * The recorded handlers keep a create or a change as it was sent (`{ id, ...body }`, the body
 * merged); the server answers a whole user: the role and the units by name, active. The stories
 * that create a user or change their role and units get these answers instead
 * (`completedWrites`), made from the recorded roles and units, and the list of users with them
 * (the new one first).
 */
const completeUser = (sent: Record<string, unknown>, before: User | undefined): User => {
  const {
    roleId,
    schoolUnitIds,
    password: _,
    ...body
  } = sent as Partial<User> & {
    roleId?: string | null;
    schoolUnitIds?: string[];
    password?: string;
  };
  const base = before ?? { ...INACTIVE_USER, active: true };
  const role = roles.find((each) => each.id === roleId);
  return {
    ...base,
    ...body,
    role: roleId === undefined ? base.role : role ? { id: role.id, name: role.name } : null,
    schoolUnits:
      schoolUnitIds === undefined
        ? base.schoolUnits
        : schoolUnitIds.map((id) => ({
            id,
            name: units.find((unit) => unit.id === id)?.name ?? id,
          })),
  };
};

/** The recorded answers to the administrator (`added` users listed first), as recordedStory's. */
const onTheRecording = (msw: StoryContext['msw'], added: User[] = []) =>
  msw.use(...recordedHandlers({ as: 'administrador', added: { [PATH]: added } }));

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
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw }) => {
    onTheRecording(msw);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof UsuariosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = ReturnType<typeof within>;
/** A field by its label; a required one's label ends in the marker '*'. */
const field = (dialog: Dialog, name: string) =>
  dialog.getByLabelText((text: string) => text.replace(/\s*\*$/, '') === name, {
    selector: 'input',
  });
const save = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

async function fillValidUser(dialog: Dialog, overrides: { confirm?: string } = {}) {
  await userEvent.type(field(dialog, 'CPF'), NEW_CPF);
  await userEvent.type(field(dialog, 'Email'), 'marina@escola.br');
  await userEvent.type(field(dialog, 'Nome'), 'Marina');
  await userEvent.type(field(dialog, 'Sobrenome'), 'Lopes');
  await userEvent.type(field(dialog, 'Senha'), 'Lousa#25');
  await userEvent.type(field(dialog, 'Confirmar Senha'), overrides.confirm ?? 'Lousa#25');
}

/** The texts of one column (0: CPF, 1: Nome, 2: Sobrenome...) of the rows on screen. */
const column = (canvasElement: HTMLElement, index: number) =>
  rowTexts(canvasElement).map((row) => row[index]);

/** A user's row as the screen shows it (CPF formatted, the role or a dash, the situation). */
const rowOfUser = (user: User) => [
  formatCpf(user.cpf),
  user.firstName,
  user.lastName,
  user.email,
  user.role?.name || '-',
  user.active ? 'Ativo' : 'Inativo',
];
/** The rows on screen without their actions. */
const shownRows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((row) => row.slice(0, 6));

/**
 * The demo's users (fifteen): the columns (all but 'Situação' sortable), the formatted CPF, the
 * role or a dash, 'Ativo' or 'Inativo', a first page of ten and, from the server, the next page.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os usuários que acessam o sistema.')).toBeVisible();
    await canvas.findByRole('cell', { name: admin.email }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS.slice(0, 5)) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    const pages = Math.ceil(users.length / 10);
    await expect(users.length).toBeGreaterThan(10);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(`Mostrando 10 de ${users.length} itens`)).toBeVisible();
    await expect(canvas.getByText(`Página 1 de ${pages}`)).toBeVisible();
    const rows = rowTexts(canvasElement);
    await expect(shownRows(canvasElement)).toEqual(users.slice(0, 10).map(rowOfUser));
    for (const row of rows) await expect(row[0]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expect(rows[0]?.slice(3, 6)).toEqual([admin.email, 'Administrador', 'Ativo']);
    await expect(
      canvas.getByRole('button', { name: `Ações para ${fullName(admin)}` }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(shownRows(canvasElement)).toEqual(users.slice(10, 20).map(rowOfUser)),
    );
    await expect(canvas.getByText(`Página 2 de ${pages}`)).toBeVisible();
    await expect(
      canvas.getByText(`Mostrando ${users.slice(10, 20).length} de ${users.length} itens`),
    ).toBeVisible();
    // Users without a role read '-' (the demo's are on this page).
    await expect(rowTexts(canvasElement).filter((row) => row[4] === '-').length).toBe(
      users.slice(10, 20).filter((user) => !user.role).length,
    );
  },
};

/** What the server found for `q` (recorded in people-screens.json). */
const found = (q: string) =>
  recordedAnswer<User[]>('administrador', `GET ${PATH}?q=${encodeURIComponent(q)}`);

/**
 * The search box finds a user by name (accents and case aside) or by CPF, masked or not; a search
 * with no match shows the empty state. The answers are the server's, recorded.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = someUser();
    const accented = users.find(
      (each) => plain(each.firstName) !== each.firstName.toLowerCase(),
    ) as User;
    await canvas.findByRole('cell', { name: admin.email }, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const surname = user.lastName.toUpperCase();
    await expect(found(surname).map((each) => each.id)).toEqual([user.id]);
    await search(canvasElement, surname);
    await waitFor(() => expect(column(canvasElement, 2)).toEqual([user.lastName]), LOAD);
    await expect(canvas.getByText('Mostrando 1 de 1 itens')).toBeVisible();
    const cpf = formatCpf(user.cpf).slice(0, 11);
    await expect(found(cpf).map((each) => each.id)).toEqual([user.id]);
    await search(canvasElement, cpf);
    await waitFor(() => expect(column(canvasElement, 0)).toEqual([formatCpf(user.cpf)]), LOAD);
    const name = plain(accented.firstName);
    await expect(found(name).map((each) => each.id)).toContain(accented.id);
    await search(canvasElement, name);
    await waitFor(
      () => expect(column(canvasElement, 1)).toEqual(found(name).map((each) => each.firstName)),
      LOAD,
    );
    await expect(column(canvasElement, 1)).toContain(accented.firstName);
    await expect(found('pedagogia')).toEqual([]);
    await search(canvasElement, 'pedagogia');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Salvar' on the empty form: every field says what it needs. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await save(dialog);
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
    await save(dialog);
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
    await save(dialog);
    await expect(await dialog.findByText(messages.emailInvalid)).toBeVisible();
  },
};

/** The confirmation must match; both passwords can be shown. */
export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog, { confirm: 'Lousa#24' });
    await save(dialog);
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

/**
 * Only the passwords typed, and they differ: the very first 'Salvar' says so on 'Confirmar Senha'
 * together with the other fields' messages (not only once the rest is valid).
 */
export const PasswordsMismatchOnFirstSubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(field(dialog, 'Senha'), 'Lousa#25');
    await userEvent.type(field(dialog, 'Confirmar Senha'), 'Lousa#24');
    await save(dialog);
    await expect(await dialog.findByText(messages.passwordsMismatch)).toBeVisible();
    await expect(field(dialog, 'Confirmar Senha')).toHaveAccessibleDescription(
      messages.passwordsMismatch,
    );
    await expect(dialog.getByText(messages.cpfRequired)).toBeVisible();
    await expect(dialog.getByText(messages.firstNameRequired)).toBeVisible();
    await expect(field(dialog, 'Senha')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

let sentBody: unknown;

/**
 * Success: the toast, the dialog closes, the fields are sent without the confirmation (no role,
 * no unit), the new row is listed, active.
 */
export const Success: Story = {
  beforeEach(context) {
    sentBody = undefined;
    // Answered as the server would (completeUser); the spy, added after, sees the body first.
    completedWrites(context, PATH, completeUser);
    context.msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        sentBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: admin.email }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    await save(dialog);
    await findToast(toasts.userCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sentBody).toEqual({
      cpf: NEW_CPF,
      email: 'marina@escola.br',
      firstName: 'Marina',
      lastName: 'Lopes',
      password: 'Lousa#25',
      roleId: null,
      schoolUnitIds: [],
    });
    await expect(
      await canvas.findByText(`Mostrando 10 de ${users.length + 1} itens`, {}, LOAD),
    ).toBeVisible();
    // Listed first, as the recorded lists put what a story creates.
    await waitFor(() =>
      expect(rowTexts(canvasElement)[0]?.slice(0, 6)).toEqual([
        formatCpf(NEW_CPF),
        'Marina',
        'Lopes',
        'marina@escola.br',
        '-',
        'Ativo',
      ]),
    );
  },
};

/** Whose CPF it is, as the server names the holder to an administrator. */
const CPF_HOLDER = serverMessages.cpfBelongsTo(fullName(admin));

/**
 * A CPF another user has (409): the server names the field and the holder, so the message stands
 * beside 'CPF', which takes the focus; no toast, and the dialog keeps what was typed.
 */
export const ServerConflict: Story = {
  beforeEach({ msw }) {
    msw.use(conflictOnField('post', PATH, 'cpf', CPF_HOLDER));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    await save(dialog);
    const cpf = field(dialog, 'CPF');
    await waitFor(() => expect(cpf).toHaveAccessibleDescription(CPF_HOLDER), LOAD);
    await expect(cpf).toHaveFocus();
    await expect(screen.queryByRole('status', { name: CPF_HOLDER })).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(cpf).toHaveValue(formatCpf(NEW_CPF));
    await expect(field(dialog, 'Nome')).toHaveValue('Marina');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

let patchedBody: unknown;

/**
 * 'Editar' on a row: 'Editar Usuário' filled with the user (role and units included), 'Nova
 * senha' empty; saving sends the fields (no password; the situation as it was), shows
 * 'Usuário atualizado com sucesso!', closes, and the row shows the change.
 */
export const Edit: Story = {
  beforeEach({ msw }) {
    patchedBody = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
        // Nothing returned: the recorded handlers answer.
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const user = someUser();
    const dialog = await openEditDialog(canvasElement, fullName(user), EDIT_DIALOG);
    await expect(field(dialog, 'CPF')).toHaveValue(formatCpf(user.cpf));
    await expect(field(dialog, 'Email')).toHaveValue(user.email);
    await expect(field(dialog, 'Nome')).toHaveValue(user.firstName);
    await expect(field(dialog, 'Sobrenome')).toHaveValue(user.lastName);
    await expect(dialog.queryByLabelText('Senha')).not.toBeInTheDocument();
    await expect(dialog.queryByLabelText('Confirmar Senha')).not.toBeInTheDocument();
    await expect(field(dialog, 'Nova senha')).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Atribuição' })).toHaveTextContent(
      user.role?.name ?? '',
    );
    const lastName = field(dialog, 'Sobrenome');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Nogueira Prado');
    await save(dialog);
    await findToast(toasts.userUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(patchedBody).toEqual({
      cpf: user.cpf,
      email: user.email,
      firstName: user.firstName,
      lastName: 'Nogueira Prado',
      roleId: user.role?.id,
      schoolUnitIds: user.schoolUnits.map((unit) => unit.id),
      active: user.active,
    });
    const row = (await findCell(canvasElement, 'Nogueira Prado')).closest('tr') as HTMLElement;
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual([formatCpf(user.cpf), user.firstName, 'Nogueira Prado', user.email, user.role?.name]);
    await expect(
      within(canvasElement).getByText(`Mostrando 10 de ${users.length} itens`),
    ).toBeVisible();
    // The closed dialog gives the focus back to the row's 'Ações' button, which scrolls the
    // table to its right end at a moment of its own: once it has, the focus leaves it, the table
    // is back at its start and the toast (seen) is gone, so the picture is the same every run.
    const actions = within(row).getByRole('button', { name: /^Ações para/ });
    await waitFor(() => expect(actions).toHaveFocus(), LOAD);
    actions.blur();
    for (let box = actions.parentElement; box; box = box.parentElement) box.scrollLeft = 0;
    toaster.remove();
  },
};

/**
 * Editing: an invalid e-mail and an empty name are refused on the fields, nothing is sent; fixed,
 * a CPF another user has (409) comes back beside 'CPF' and the dialog keeps the changes.
 */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(conflictOnField('patch', ITEM_PATH, 'cpf', CPF_HOLDER));
  },
  play: async ({ canvasElement }) => {
    const user = someUser();
    const dialog = await openEditDialog(canvasElement, fullName(user), EDIT_DIALOG);
    const email = field(dialog, 'Email');
    const firstName = field(dialog, 'Nome');
    await userEvent.clear(email);
    await userEvent.type(email, 'sem-arroba');
    await userEvent.clear(firstName);
    await save(dialog);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.emailInvalid));
    await expect(firstName).toHaveAccessibleDescription(messages.firstNameRequired);
    await userEvent.clear(email);
    await userEvent.type(email, 'novo@escola.br');
    await userEvent.type(firstName, 'Renata');
    await save(dialog);
    await waitFor(() => expect(field(dialog, 'CPF')).toHaveAccessibleDescription(CPF_HOLDER), LOAD);
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(email).toHaveValue('novo@escola.br');
    await expect(firstName).toHaveValue('Renata');
  },
};

/**
 * An administrator's reset: 'Nova senha' (its hint: empty keeps the password; filled, the person
 * chooses their own at the next sign-in) filled on another user's edit is sent as `password`;
 * 'Usuário atualizado com sucesso!'; the user now signs in with it and must change it.
 */
export const ResetPassword: Story = {
  beforeEach({ msw }) {
    patchedBody = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const user = someUser();
    const dialog = await openEditDialog(canvasElement, fullName(user), EDIT_DIALOG);
    const password = field(dialog, 'Nova senha');
    await waitFor(() => expect(password).toBeEnabled(), LOAD);
    await expect(password).toHaveAccessibleDescription(
      'Em branco, a senha não muda. Se preenchida (no mínimo 8 caracteres, diferente do e-mail e do CPF), a pessoa terá de escolher a própria senha ao entrar.',
    );
    await userEvent.type(password, 'Giz-e-Lousa-42');
    await save(dialog);
    await findToast(toasts.userUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    // Signing in with it and being asked for a new one are the server's (server tests).
    await expect(patchedBody).toMatchObject({ email: user.email, password: 'Giz-e-Lousa-42' });
    // One end state for the screenshot: the focus back on the row's actions (which scrolls the
    // table sideways) and the toast gone, both at their own pace; then the table at its start.
    const actions = within(canvasElement).getByRole('button', {
      name: `Ações para ${fullName(user)}`,
    });
    await waitFor(() => expect(actions).toHaveFocus(), LOAD);
    toaster.remove();
    await waitFor(() => expect(screen.queryByText(toasts.userUpdated)).toBeNull(), LOAD);
    for (let node = actions.parentElement; node; node = node.parentElement) node.scrollLeft = 0;
  },
};

/**
 * A weak 'Nova senha' is refused on the field with the add form's messages (too short; the
 * user's CPF), and nothing is sent.
 */
export const ResetPasswordRules: Story = {
  beforeEach({ msw }) {
    patchedBody = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const user = someUser();
    const dialog = await openEditDialog(canvasElement, fullName(user), EDIT_DIALOG);
    const password = field(dialog, 'Nova senha');
    await waitFor(() => expect(password).toBeEnabled(), LOAD);
    await userEvent.type(password, 'Lousa#2');
    await save(dialog);
    await expect(await dialog.findByText(messages.passwordTooShort)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, user.cpf);
    await save(dialog);
    await expect(await dialog.findByText(messages.passwordLikeLogin)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(patchedBody).toBeUndefined();
  },
};

/**
 * One's own account: 'Nova senha' is disabled and says where one's own password is changed
 * ('Alterar senha' in the profile), since the server refuses that reset.
 */
export const ResetOwnPasswordDisabled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, fullName(admin), EDIT_DIALOG);
    const password = field(dialog, 'Nova senha');
    await expect(password).toBeDisabled();
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(serverMessages.cannotResetOwnPassword),
    );
    // The field and its explanation in the screenshot (below the dialog's first screen).
    password.scrollIntoView({ block: 'center' });
  },
};

/**
 * The server is the judge: should the screen not know the account is one's own (its /me names
 * another user), the server's 409 for one's own password comes back beside 'Nova senha'; the
 * dialog stays open with what was typed.
 */
export const ResetOwnPasswordRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...meAs(),
      conflictOnField('patch', ITEM_PATH, 'password', serverMessages.cannotResetOwnPassword),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, fullName(admin), EDIT_DIALOG);
    const password = field(dialog, 'Nova senha');
    await waitFor(() => expect(password).toBeEnabled(), LOAD);
    await userEvent.type(password, 'Giz-e-Lousa-42');
    await save(dialog);
    await expect(
      await dialog.findByText(serverMessages.cannotResetOwnPassword, {}, LOAD),
    ).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(password).toHaveValue('Giz-e-Lousa-42');
  },
};

/** An active user other than the admin, whose name no one else has. */
const activeUser = () =>
  users.find(
    (user) =>
      user.id !== admin.id &&
      user.active &&
      users.filter((o) => fullName(o) === fullName(user)).length === 1,
  ) as User;

/** Opens the row's actions menu and picks `action` ('Desativar', 'Reativar'). */
async function chooseUserAction(canvasElement: HTMLElement, name: string, action: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Ações para ${name}` }, LOAD),
  );
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

/** The cells of the row holding `text`. */
const rowOf = async (canvasElement: HTMLElement, text: string) =>
  within((await findCell(canvasElement, text)).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * Adding with a role and units: 'Atribuição' lists the roles of GET /roles after 'Sem
 * atribuição'; 'Unidades Escolares' lists the units, each option toggling, and reads the chosen
 * ones. The body carries `roleId` and `schoolUnitIds`; the new row shows the role.
 */
export const CreateWithRoleAndUnits: Story = {
  beforeEach(context) {
    sentBody = undefined;
    // Answered as the server would (completeUser); the spy, added after, sees the body first.
    completedWrites(context, PATH, completeUser);
    context.msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        sentBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = units as [SchoolUnit, SchoolUnit];
    const professor = roles.find((role) => role.name === 'Professor(a)') as RoleItem;
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    // Looked up each time: the select's real trigger replaces its stand-in when its code loads.
    const role = () => dialog.getByRole('combobox', { name: 'Atribuição' });
    await expect(role()).toHaveTextContent('Sem atribuição');
    await userEvent.click(role());
    const options = await screen.findAllByRole('option');
    await waitFor(() =>
      expect(options.map((option) => option.textContent)).toEqual([
        'Sem atribuição',
        ...roles.map((each) => each.name),
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Professor(a)' }));
    await expect(role()).toHaveTextContent('Professor(a)');

    const unitsField = dialog.getByRole('combobox', { name: 'Unidades Escolares' });
    await expect(unitsField).toHaveTextContent('Nenhuma unidade');
    await userEvent.click(unitsField);
    await userEvent.click(await screen.findByRole('option', { name: first.name }));
    await userEvent.click(screen.getByRole('option', { name: second.name }));
    // The list stays open while choosing; Escape closes it, not the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(unitsField).toHaveTextContent(first.name);
    await expect(unitsField).toHaveTextContent(second.name);

    await save(dialog);
    await findToast(toasts.userCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sentBody).toMatchObject({
      cpf: NEW_CPF,
      roleId: professor.id,
      schoolUnitIds: [first.id, second.id],
    });
    await expect(
      await canvas.findByText(`Mostrando 10 de ${users.length + 1} itens`),
    ).toBeVisible();
    await expect((await rowOf(canvasElement, 'marina@escola.br')).slice(3, 6)).toEqual([
      'marina@escola.br',
      'Professor(a)',
      'Ativo',
    ]);
  },
};

/** The new password rules: 8 characters at least, and not the e-mail or the CPF. */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await expect(field(dialog, 'Senha')).toHaveAccessibleDescription(
      'No mínimo 8 caracteres, diferente do e-mail e do CPF.',
    );
    await fillValidUser(dialog);
    const password = field(dialog, 'Senha');
    const confirm = field(dialog, 'Confirmar Senha');
    await userEvent.clear(password);
    await userEvent.type(password, 'Lousa#2');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Lousa#2');
    await save(dialog);
    await expect(await dialog.findByText(messages.passwordTooShort)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(password);
    await userEvent.type(password, NEW_CPF);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, NEW_CPF);
    await save(dialog);
    await expect(await dialog.findByText(messages.passwordLikeLogin)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/**
 * Editing a user's access: the form shows their role and unit; another unit chosen is added,
 * choosing their unit again leaves it; 'Sem atribuição' takes the role away; the body says so.
 */
export const EditRoleAndUnits: Story = {
  beforeEach(context) {
    patchedBody = undefined;
    // Answered as the server would (completeUser); the spy, added after, sees the body first.
    completedWrites(context, PATH, completeUser);
    context.msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    // The demo's users work in one unit each (none in two).
    const user = someUser();
    const [removed] = user.schoolUnits as [{ id: string; name: string }];
    const kept = units.find((unit) => unit.id !== removed.id) as SchoolUnit;
    const dialog = await openEditDialog(canvasElement, fullName(user), EDIT_DIALOG);
    const chosen = dialog.getByRole('combobox', { name: 'Unidades Escolares' });
    await waitFor(() => expect(chosen).toHaveTextContent(removed.name));
    await userEvent.click(chosen);
    await userEvent.click(await screen.findByRole('option', { name: kept.name }));
    await userEvent.click(screen.getByRole('option', { name: removed.name }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(chosen).not.toHaveTextContent(removed.name);
    await expect(chosen).toHaveTextContent(kept.name);
    await chooseOption(dialog, 'Atribuição', 'Sem atribuição');
    await expect(dialog.getByRole('combobox', { name: 'Atribuição' })).toHaveTextContent(
      'Sem atribuição',
    );
    await save(dialog);
    await findToast(toasts.userUpdated);
    await expect(patchedBody).toMatchObject({ roleId: null, schoolUnitIds: [kept.id] });
    await waitFor(async () => expect((await rowOf(canvasElement, user.email))[4]).toBe('-'));
  },
};

let activeSent: unknown;

/**
 * 'Desativar' asks first ('Desativar <name>?', what it means); confirming sends `{ active: false }`,
 * says 'Usuário desativado.' and the row reads 'Inativo'.
 */
export const Deactivate: Story = {
  beforeEach({ msw }) {
    activeSent = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        activeSent = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const user = activeUser();
    await expect((await rowOf(canvasElement, user.email))[5]).toBe('Ativo');
    await chooseUserAction(canvasElement, fullName(user), 'Desativar');
    const confirmation = within(
      await screen.findByRole('alertdialog', { name: `Desativar ${fullName(user)}?` }),
    );
    await expect(
      confirmation.getByText(/não poderá mais entrar no sistema até ser reativada/),
    ).toBeVisible();
    await userEvent.click(confirmation.getByRole('button', { name: 'Desativar' }));
    await findToast(toasts.userDeactivated);
    await expect(activeSent).toEqual({ active: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await rowOf(canvasElement, user.email))[5]).toBe('Inativo'));
  },
};

/** 'Cancelar' keeps the user as they were: nothing is sent. */
export const DeactivateCancelled: Story = {
  beforeEach({ msw }) {
    activeSent = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        activeSent = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const user = activeUser();
    await chooseUserAction(canvasElement, fullName(user), 'Desativar');
    const confirmation = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirmation.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(activeSent).toBeUndefined();
    await expect((await rowOf(canvasElement, user.email))[5]).toBe('Ativo');
  },
};

/**
 * An inactive user (the story's: the demo has none) offers 'Reativar' instead: `{ active: true }`,
 * 'Usuário reativado.', 'Ativo'.
 */
export const Reactivate: Story = {
  beforeEach({ msw }) {
    activeSent = undefined;
    onTheRecording(msw, [INACTIVE_USER]);
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        activeSent = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const user = INACTIVE_USER;
    await expect((await rowOf(canvasElement, user.email))[5]).toBe('Inativo');
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Ações para ${fullName(user)}` }),
    );
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.queryByRole('menuitem', { name: 'Desativar' })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Reativar' }));
    await findToast(toasts.userReactivated);
    await expect(activeSent).toEqual({ active: true });
    await waitFor(async () => expect((await rowOf(canvasElement, user.email))[5]).toBe('Ativo'));
  },
};

/** The server refuses (one's own account): its message in an error toast; the row stays active. */
export const DeactivateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('patch', ITEM_PATH, serverMessages.cannotDeactivateSelf));
  },
  play: async ({ canvasElement }) => {
    await chooseUserAction(canvasElement, fullName(admin), 'Desativar');
    const confirmation = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirmation.getByRole('button', { name: 'Desativar' }));
    await findToast(serverMessages.cannotDeactivateSelf, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect((await rowOf(canvasElement, admin.email))[5]).toBe('Ativo');
  },
};

/**
 * A user who may see the users but not manage them ('users.read'): the list, without
 * 'Adicionar' and without the rows' actions.
 */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ permissions: ['users.read'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: admin.email }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).toBeNull();
  },
};

/**
 * A role of units ('Secretaria Escolar') with no unit chosen: the server's 422 comes back beside
 * 'Unidades Escolares', not in a toast; the dialog stays open with what was typed.
 */
export const UnitRoleWithoutUnit: Story = {
  beforeEach({ msw }) {
    msw.use(
      unprocessableOnField('post', PATH, 'schoolUnitIds', serverMessages.schoolUnitsRequired),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillValidUser(dialog);
    await chooseOption(dialog, 'Atribuição', 'Secretaria Escolar');
    await save(dialog);
    const units = dialog.getByRole('combobox', { name: /^Unidades Escolares/ });
    await waitFor(
      () => expect(units).toHaveAccessibleDescription(/Escolha ao menos uma unidade escolar/),
      LOAD,
    );
    await expect(units).toHaveFocus();
    await expect(
      screen.queryByRole('status', { name: serverMessages.schoolUnitsRequired }),
    ).not.toBeInTheDocument();
    await expect(field(dialog, 'Nome')).toHaveValue('Marina');
  },
};
