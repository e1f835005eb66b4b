import { serverMessages, toasts } from '@lousa/domain';
import { expect, test } from '@playwright/test';
import {
  adminApi,
  choose,
  expectSavedAndClosed,
  newCpf,
  openAddDialog,
  save,
  stamp,
  userRowAction,
} from './support/registry';
import { E2E_ADMIN, fillSignIn, signIn, signInFirstTime, signOut } from './support/sign-in';

/**
 * Issue 26, 'First password': an account whose password someone else chose sets its own at the
 * first sign-in. The administrator creates a secretary in 'Usuários'; she signs in with the
 * administrator's password, is sent to 'Defina uma nova senha', chooses hers and reaches the home
 * page. The administrator then resets it through 'Nova senha' in 'Editar Usuário': her own no
 * longer signs in, and the next sign-in asks again.
 */

const ADMIN_NAME = `${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}`;

test('a secretária criada pelo administrador escolhe a própria senha, e de novo após "Nova senha"', async ({
  page,
  request,
}) => {
  // Four sign-ins and three password hashes (scrypt); signInFirstTime adds its own time.
  test.slow();
  const id = stamp();
  const email = `secretaria.${id.toLowerCase()}@escola.test`;
  const lastName = `Senha ${id}`;
  const given = `Giz-Lilas-${id}-2026`;
  const reset = `Giz-Rosa-${id}-2026`;
  // A school secretary works in some unit (the server asks for one).
  const units = await (await adminApi(request)).list<{ name: string }>('/school-units');
  const unit = units[0] as { name: string };

  await signIn(page);
  const dialog = await openAddDialog(page, 'usuarios', 'Usuários', 'Adicionar Usuário');
  await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(newCpf());
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Bia');
  await dialog.getByRole('textbox', { name: 'Sobrenome' }).fill(lastName);
  await dialog.getByLabel(/^Senha/).fill(given);
  await dialog.getByLabel('Confirmar Senha').fill(given);
  await choose(dialog, page, 'Atribuição', 'Secretaria Escolar');
  const unitChoice = dialog.getByRole('combobox', { name: 'Unidades Escolares' });
  await unitChoice.click();
  await page.getByRole('option', { name: unit.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(unitChoice).toContainText(unit.name);
  await save(dialog);
  await expectSavedAndClosed(page, dialog, toasts.userCreated);
  await signOut(page, ADMIN_NAME);

  // First sign-in: 'Defina uma nova senha' before anything else, then the home page.
  const own = await signInFirstTime(page, { email, password: given });
  await expect(page.getByRole('heading', { level: 1, name: 'Página Inicial' })).toBeVisible();
  await signOut(page, `Bia ${lastName}`);

  // The administrator resets it in 'Editar Usuário' ('Nova senha').
  await signIn(page);
  await userRowAction(page, email, 'Editar');
  const edit = page.getByRole('dialog', { name: 'Editar Usuário' });
  const newPassword = edit.getByLabel('Nova senha');
  await expect(newPassword).toBeEnabled();
  await newPassword.fill(reset);
  await save(edit);
  await expectSavedAndClosed(page, edit, toasts.userUpdated);
  await signOut(page, ADMIN_NAME);

  // Her own password no longer signs in; the administrator's new one does, and asks again.
  await fillSignIn(page, own);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.invalidCredentials, {
    timeout: 20_000,
  });
  await signInFirstTime(page, { email, password: reset });
  await expect(page.getByRole('heading', { level: 1, name: 'Página Inicial' })).toBeVisible();
});
