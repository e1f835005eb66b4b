import { serverMessages } from '@lousa/domain';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './credentials.mjs';

export { E2E_ADMIN };

export interface Credentials {
  email: string;
  password: string;
}

/** Fills the sign-in form. */
export async function fillSignIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('E-mail ou CPF').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
}

/**
 * Signs in through /sign-in/ as a person would (the e2e server's administrator by default) and
 * waits for the home of /app.
 */
export async function signIn(page: Page, credentials: Credentials = E2E_ADMIN): Promise<void> {
  await page.goto('/sign-in/');
  await fillSignIn(page, credentials);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signing in checks the password with scrypt on the server: give a busy machine some time.
  await expect(page).toHaveURL(/\/app\/?$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Página Inicial' })).toBeVisible();
  // The heading is on the static page before the app starts: the greeting comes with the app.
  await expect(page.getByText(/^Olá, .+, seja bem-vindo/)).toBeVisible();
}

/** The password a person chooses at their first sign-in, in these tests: known from the first. */
export const ownPassword = (password: string) => `Minha-${password}`;

/**
 * The first sign-in of an account whose password someone else chose (an administrator created it
 * or reset it): signs in through /sign-in/; before any screen the app asks 'Defina uma nova senha'
 * (the server refuses every data call until then); chooses `ownPassword(password)` there and
 * waits for the home of /app. Answers the credentials that sign in from then on.
 */
export async function signInFirstTime(page: Page, credentials: Credentials): Promise<Credentials> {
  // Two passwords checked and one hashed with scrypt on a busy machine: 30 s more for the test.
  test.info().setTimeout(test.info().timeout + 30_000);
  await page.goto('/sign-in/');
  await fillSignIn(page, credentials);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Defina uma nova senha' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(serverMessages.passwordChangeRequired)).toBeVisible();
  const chosen = ownPassword(credentials.password);
  await page.getByLabel('Senha atual').fill(credentials.password);
  await page.getByLabel('Nova senha', { exact: true }).fill(chosen);
  await page.getByLabel('Confirmar nova senha').fill(chosen);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText(/^Olá, .+, seja bem-vindo/)).toBeVisible({ timeout: 20_000 });
  return { email: credentials.email, password: chosen };
}

/** 'Sair' from the user menu (its button is named by the user's full name). */
export async function signOut(page: Page, fullName: string): Promise<void> {
  await page.getByRole('button', { name: fullName, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/sign-in\/?$/);
}
