import { foldText, inUseMessages, teachingModalitiesResource, toasts } from '@lousa/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, newCnpj, schoolAddress, stamp } from './support/registry';
import { useAdminSession } from './support/sign-in';

/**
 * Records that can be corrected and deleted, and lists that page, search and sort on the
 * server, tried as a new user would against the real server: a school unit renamed on its edit
 * page and still renamed after a reload; an unused modality deleted; a modality a course uses
 * refused with the server's message; 'joao' finding "João" among thousands of students; and
 * paging through those thousands with the view kept in the address.
 */

const STUDENTS = 3000; // LOUSA_DEMO_STUDENTS of scripts/e2e-server.mjs

/** Types in the list's search box and waits for the table to settle on the answer. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

/** Opens a row's actions menu ('Ações para <name>') and picks an entry. */
async function rowAction(page: Page, name: string, action: 'Editar' | 'Excluir') {
  await page.getByRole('button', { name: `Ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({
      has: page.getByRole('cell'),
    });

async function cellTexts(rows: Locator, column: number) {
  return rows.evaluateAll(
    (trs, index) => trs.map((tr) => tr.querySelectorAll('td')[index]?.textContent ?? ''),
    column,
  );
}

test.beforeEach(async ({ page, request }) => {
  await useAdminSession(page, request);
});

test('a school unit renamed on its edit page keeps the new name after a reload', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const id = stamp();
  const unit = await api.create<{ id: string; name: string }>('/school-units', {
    cnpj: newCnpj(),
    name: `Escola Municipal Antiga ${id}`,
    principalName: 'Marta Ribeiro',
    area: 'URBAN',
    address: schoolAddress,
  });

  await page.goto('/app/unidades-escolares');
  await search(page, unit.name);
  await rowAction(page, unit.name, 'Editar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editar Unidade Escolar' }),
  ).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Nome da Unidade' });
  await expect(name).toHaveValue(unit.name);
  await name.fill(`Escola Municipal Nova ${id}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: toasts.schoolUnitUpdated }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Unidades Escolares' })).toBeVisible();

  await page.reload();
  await search(page, id);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(`Escola Municipal Nova ${id}`);
  const stored = await api.list<{ id: string; name: string }>(`/school-units?q=${id}`);
  expect(stored.map((u) => u.name)).toEqual([`Escola Municipal Nova ${id}`]);
});

test('an unused modality is deleted after its confirmation', async ({ page, request }) => {
  const api = await adminApi(request);
  const modality = await api.create<{ id: string; name: string }>('/teaching-modalities', {
    name: `Modalidade Provisória ${stamp()}`,
  });

  await page.goto('/app/modalidades-ensino');
  await search(page, modality.name);
  await rowAction(page, modality.name, 'Excluir');
  const confirm = page.getByRole('alertdialog', { name: `Excluir ${modality.name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: teachingModalitiesResource.messages.deleted }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
  expect(await api.list(`/teaching-modalities?q=${encodeURIComponent(modality.name)}`)).toEqual([]);
});

test('a modality a course uses is not deleted: the server says why and the row stays', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const modality = await api.create<{ id: string; name: string }>('/teaching-modalities', {
    name: `Modalidade em Uso ${stamp()}`,
  });
  const [matrix] = await api.list<{ id: string }>('/curriculum-matrices');
  const [unit] = await api.list<{ id: string }>('/school-units');
  await api.create('/courses', {
    name: `Curso da ${modality.name}`,
    teachingModalityId: modality.id,
    curriculumMatrixId: matrix?.id,
    schoolUnitId: unit?.id,
  });

  await page.goto('/app/modalidades-ensino');
  await search(page, modality.name);
  await rowAction(page, modality.name, 'Excluir');
  const confirm = page.getByRole('alertdialog', { name: `Excluir ${modality.name}?` });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: inUseMessages.teachingModality(1) }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: modality.name, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: modality.name, exact: true })).toBeVisible();
});

test("'joao' finds every João among thousands of students, and the search survives a reload", async ({
  page,
}) => {
  await page.goto('/app/alunos');
  await expect(page.getByText(`Mostrando 10 de ${STUDENTS} itens`)).toBeVisible();
  await search(page, 'joao');
  const names = await cellTexts(bodyRows(page), 1);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(foldText(name)).toContain('joao');
  expect(names.some((name) => name.includes('João'))).toBe(true);
  const summary = await page.getByText(/^Mostrando \d+ de \d+ itens$/).textContent();
  const found = Number(/de (\d+) itens/.exec(summary ?? '')?.[1]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(STUDENTS);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('joao');
  await expect(page.getByText(summary ?? '')).toBeVisible();
});

test('paging through thousands of students, one page at a time and to the end', async ({
  page,
}) => {
  await page.goto('/app/alunos');
  const pages = STUDENTS / 10;
  await expect(page.getByText(`Página 1 de ${pages}`)).toBeVisible();
  const first = await cellTexts(bodyRows(page), 1);

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(`Página 2 de ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => cellTexts(bodyRows(page), 1)).not.toEqual(first);

  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(page.getByText(`Página ${pages} de ${pages}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  await page.reload();
  await expect(page.getByText(`Página ${pages} de ${pages}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);

  await page.getByRole('combobox', { name: 'Linhas por página' }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await expect(page.getByText(`Página 1 de ${STUDENTS / 100}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(100);

  await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // aria-sort follows the address at once; the rows follow when the server's answer arrives.
  await expect
    .poll(async () => {
      const names = (await cellTexts(bodyRows(page), 1)).map(foldText);
      return (
        names.length === 100 &&
        names.every((name, i) => i === 0 || (names[i - 1] as string) <= name)
      );
    })
    .toBe(true);
});
