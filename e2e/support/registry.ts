import { cnpjCheckDigits, cpfCheckDigits } from '@lousa/domain';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { adminAccessToken } from './sign-in';

/**
 * What the registry e2e tests share: the API as the administrator (to set up and to check that
 * nothing was created) and the few things a person does on every registry screen.
 */

/** Calls the API as the administrator. */
export async function adminApi(request: APIRequestContext) {
  const accessToken = await adminAccessToken(request);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const list = async <T>(path: string): Promise<T[]> => {
    const answer = await request.get(`/api${path}`, { headers });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as T[];
  };
  const create = async <T>(path: string, body: object): Promise<T> => {
    const answer = await request.post(`/api${path}`, { headers, data: body });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as T;
  };
  const count = async (path: string) => (await list(path)).length;
  /** A POST whose answer the test judges itself (a 409 may be expected). */
  const post = (path: string, body: object) => request.post(`/api${path}`, { headers, data: body });
  const update = async (path: string, body: object) => {
    const answer = await request.patch(`/api${path}`, { headers, data: body });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const remove = async (path: string) => {
    const answer = await request.delete(`/api${path}`, { headers });
    expect(answer.status(), await answer.text()).toBe(204);
  };
  return { list, create, count, post, update, remove };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/**
 * The academic year in progress, the one the screens start on (Turmas, Matrículas): the one whose
 * dates hold today (São Paulo), else the latest.
 */
export async function yearInProgress(api: AdminApi) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const years = await api.list<{ id: string; year: string; startDate: string; endDate: string }>(
    '/academic-calendars/years',
  );
  const latest = [...years].sort((a, b) => b.year.localeCompare(a.year))[0];
  const current = years.find(
    (year) => year.startDate.slice(0, 10) <= today && today <= year.endDate.slice(0, 10),
  );
  expect(current ?? latest, 'an academic year in the demo data').toBeTruthy();
  return (current ?? latest) as { id: string; year: string };
}

/** Something unique per run, so a name is found once. */
export const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();

export async function openAddDialog(page: Page, route: string, title: string, dialogName: string) {
  await page.goto(`/app/${route}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function choose(scope: Locator, page: Page, label: string, option: string) {
  const control = scope.getByRole('combobox', { name: label });
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(control).toContainText(option);
  // The list closes and hands the focus back to its control a moment later: what is typed next
  // waits for that, as a person sees it (else the keys can land in the control and be lost).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(control).toBeFocused();
}

export async function save(scope: Locator | Page) {
  await scope.getByRole('button', { name: 'Salvar' }).click();
}

export async function expectSavedAndClosed(page: Page, dialog: Locator, toast: string) {
  await expect(page.getByRole('status').filter({ hasText: toast })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** After a reload the list shows the record (newest last: on the last page). */
export async function expectListedAfterReload(page: Page, text: string) {
  await page.reload();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.locator('[data-skeleton]')).toHaveCount(0);
  const last = page.getByRole('button', { name: 'Última página' });
  if (await last.isEnabled()) await last.click();
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** The error shown under a field (its accessible description). */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

export const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A valid CPF no one has (random base, real check digits). */
export function newCpf() {
  const base = randomDigits(9);
  return base + cpfCheckDigits(base);
}

/** A valid numeric CNPJ no one has. */
export function newCnpj() {
  const base = `${randomDigits(8)}0001`;
  return base + cnpjCheckDigits(base);
}

/** A valid school address. */
export const schoolAddress = {
  street: 'Rua das Acácias',
  number: '120',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
  zipCode: '13015000',
};

/** A list row's data cells, without the row actions cell ('Ações para <name>'). */
export function dataCells(row: Locator) {
  return row
    .getByRole('cell')
    .filter({ hasNot: row.page().getByRole('button', { name: /^Ações para / }) });
}

/**
 * 'Usuários', the user found by `email` in 'Buscar' (one row), and `action` chosen in its
 * 'Ações para …' menu ('Editar', 'Desativar'). Answers the row.
 */
export async function userRowAction(page: Page, email: string, action: string): Promise<Locator> {
  await page.goto('/app/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Ações para/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return row;
}
