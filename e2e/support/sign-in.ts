import { expect, type Page } from '@playwright/test';
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
