import { accessMessages, serverMessages, toasts } from '@lousa/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminApi,
  choose,
  dataCells,
  expectSavedAndClosed,
  newCpf,
  openAddDialog,
  stamp,
  userRowAction,
  yearInProgress,
} from './support/registry';
import { E2E_ADMIN, fillSignIn, signIn, signInFirstTime, signOut } from './support/sign-in';

/*
 * Issue 12 tried as a new user would: the administrator gives a teacher one unit; the teacher
 * neither sees nor opens 'Usuários'; a secretary sees only its unit's classrooms; a deactivated
 * user cannot sign in; a user changes its own password from 'Perfil'.
 */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu lateral' });

interface Role {
  id: string;
  name: string;
}
interface Unit {
  id: string;
  name: string;
}
interface Classroom {
  id: string;
  schoolUnit: Unit;
}

async function tokenOf(request: APIRequestContext, login: string, password: string) {
  const answer = await request.post('/api/auth', { data: { login, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/**
 * A unit that has classrooms in the year in progress (the demo data gives every unit some), and
 * those classrooms: what 'Turmas' lists at first (its year filter starts on that year).
 */
async function unitWithClassrooms(api: Awaited<ReturnType<typeof adminApi>>) {
  const year = await yearInProgress(api);
  const classrooms = await api.list<Classroom>(`/classrooms?academicYearId=${year.id}`);
  const unit = classrooms[0]?.schoolUnit as Unit;
  return { unit, classrooms: classrooms.filter((item) => item.schoolUnit.id === unit.id) };
}

test('um(a) professor(a) de uma unidade não vê nem abre Usuários', async ({ page, request }) => {
  test.slow();
  const api = await adminApi(request);
  const { unit } = await unitWithClassrooms(api);
  const id = stamp();
  const email = `prof.${id.toLowerCase()}@escola.test`;
  const password = `Giz-Azul-${id}-2026`;

  await signIn(page);
  const dialog = await openAddDialog(page, 'usuarios', 'Usuários', 'Adicionar Usuário');
  await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(newCpf());
  await dialog.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).pressSequentially('Rita');
  await dialog.getByRole('textbox', { name: 'Sobrenome' }).pressSequentially(`Lobo ${id}`);
  await dialog.getByLabel(/^Senha/).pressSequentially(password);
  await dialog.getByLabel('Confirmar Senha').pressSequentially(password);
  await choose(dialog, page, 'Atribuição', 'Professor(a)');
  await dialog.getByRole('combobox', { name: 'Unidades Escolares' }).click();
  await page.getByRole('option', { name: unit.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Unidades Escolares' })).toContainText(
    unit.name,
  );
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectSavedAndClosed(page, dialog, toasts.userCreated);

  await signOut(page, `${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}`);
  const own = await signInFirstTime(page, { email, password });
  await expect(sidebar(page).getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Planos de Aula' })).toBeVisible();
  await page.goto('/app/usuarios');
  await expect(page.getByText(accessMessages.noPermissionPage)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The server, not the screen, decides: the teacher's own token is refused.
  const token = await tokenOf(request, email, own.password);
  const users = await request.get('/api/users', { headers: { Authorization: `Bearer ${token}` } });
  expect(users.status()).toBe(403);
  expect(await users.json()).toEqual({ message: serverMessages.permissionDenied });
});

test('a secretaria de uma unidade vê só as turmas da sua unidade', async ({ page, request }) => {
  const api = await adminApi(request);
  const { unit, classrooms } = await unitWithClassrooms(api);
  const roles = await api.list<Role>('/roles');
  const secretary = roles.find((role) => role.name === 'Secretaria Escolar') as Role;
  const id = stamp();
  const email = `secretaria.${id.toLowerCase()}@escola.test`;
  const password = `Lousa-Verde-${id}-2026`;
  await api.create('/users', {
    cpf: newCpf(),
    email,
    firstName: 'Sara',
    lastName: `Nunes ${id}`,
    password,
    roleId: secretary.id,
    schoolUnitIds: [unit.id],
  });

  await signInFirstTime(page, { email, password });
  await expect(sidebar(page).getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await page.goto('/app/turmas');
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  const total = classrooms.length;
  await expect(page.getByText(new RegExp(`de ${total} ite(m|ns)$`))).toBeVisible();
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  // Nome, Turno, Curso, Série/Ano, Ano Letivo, Unidade Escolar, Matriculados.
  for (const row of await rows.all()) {
    await expect(dataCells(row).nth(5)).toHaveText(unit.name);
  }
});

test('um usuário desativado não entra; a troca de senha pelo Perfil vale no próximo login', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { unit } = await unitWithClassrooms(api);
  const roles = await api.list<Role>('/roles');
  const teacher = roles.find((role) => role.name === 'Professor(a)') as Role;
  const id = stamp();
  const email = `docente.${id.toLowerCase()}@escola.test`;
  const password = `Caderno-Novo-${id}-2026`;
  const user = await api.create<{ id: string }>('/users', {
    cpf: newCpf(),
    email,
    firstName: 'Davi',
    lastName: `Reis ${id}`,
    password,
    roleId: teacher.id,
    schoolUnitIds: [unit.id],
  });

  // 'Perfil' → 'Alterar senha'.
  const changed = `Quadro-Negro-${id}-2027`;
  const own = await signInFirstTime(page, { email, password });
  await page.getByRole('button', { name: `Davi Reis ${id}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Perfil' });
  await expect(profile).toBeVisible();
  await profile.getByLabel('Senha atual').fill(own.password);
  await profile.getByLabel('Nova senha', { exact: true }).fill(changed);
  await profile.getByLabel('Confirmar nova senha').fill(changed);
  await profile.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.passwordChanged })).toBeVisible();
  // The first sign-in's own change left the same toast: the old password is refused once the
  // change made here has reached the server.
  await expect
    .poll(
      async () =>
        (
          await request.post('/api/auth', { data: { login: email, password: own.password } })
        ).status(),
      { timeout: 10_000 },
    )
    .toBe(401);
  await tokenOf(request, email, changed);

  // Deactivated by the administrator: the sign-in says why.
  await page.keyboard.press('Escape');
  await signOut(page, `Davi Reis ${id}`);
  await signIn(page);
  const row = await userRowAction(page, email, 'Desativar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.userDeactivated })).toBeVisible();
  await expect(row).toContainText('Inativo');
  expect(user.id).toBeTruthy();

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/sign-in/');
  await fillSignIn(page, { email, password: changed });
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.userDisabled);
  await expect(page).toHaveURL(/\/sign-in\/?$/);
});
