import { expect, test } from '@playwright/test';
import {
  type AdminApi,
  adminApi,
  choose,
  dataCells,
  expectListedAfterReload,
  expectSavedAndClosed,
  openAddDialog,
  save,
  stamp,
} from './support/registry';
import { useAdminSession } from './support/sign-in';

/**
 * Registries of the curriculum (modality → component → matrix → course) and of the calendar
 * (term → day type → school day), used through the UI against the real server as a new user
 * would: every record is created in its dialog and found in its list after a reload. Each form
 * also gets one bad input, refused with the spec's message, and the API confirms nothing was
 * created. The year and calendar the calendar chain needs are created through the API.
 */

// ---------------------------------------------------------------------------------------------
// API side: what the tests set up and what they check, with the administrator's own token.

/** A year no other test has taken, with a calendar of its own. */
async function createCalendar(api: AdminApi) {
  const years = await api.list<{ year: string }>('/academic-calendars/years');
  const year = String(Math.max(2030, ...years.map((item) => Number(item.year))) + 1);
  const academicYear = await api.create<{ id: string }>('/academic-calendars/years', {
    year,
    startDate: `${year}-02-01T00:00:00.000Z`,
    endDate: `${year}-12-18T00:00:00.000Z`,
  });
  const title = `Calendário Acadêmico ${year}`;
  await api.create('/academic-calendars', { title, academicYearId: academicYear.id });
  return { year, title };
}

// ---------------------------------------------------------------------------------------------
// UI side: what a person does.

test.beforeEach(async ({ page, request }) => {
  await useAdminSession(page, request);
});

test('cadeia curricular: modalidade → componente → matriz → curso', async ({ page, request }) => {
  // Four registries in a row, each saved and reloaded.
  test.slow();
  const api = await adminApi(request);
  const id = stamp();
  const modality = `Ensino Técnico ${id}`;
  const component = `Robótica ${id}`;
  const matrix = `Matriz Técnica ${id}`;
  const course = `Técnico em Automação ${id}`;
  const [unit] = await api.list<{ name: string }>('/school-units');
  expect(unit).toBeDefined();

  // Modality
  let dialog = await openAddDialog(
    page,
    'modalidades-ensino',
    'Modalidades de Ensino',
    'Adicionar Modalidade de Ensino',
  );
  await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(modality);
  // A double click on 'Salvar' creates one record.
  await dialog.getByRole('button', { name: 'Salvar' }).dblclick();
  await expectSavedAndClosed(page, dialog, 'Modalidade adicionada com sucesso!');
  await expect(page.getByRole('cell', { name: modality, exact: true })).toBeVisible();
  await expectListedAfterReload(page, modality);
  const modalities = await api.list<{ name: string }>('/teaching-modalities');
  expect(modalities.filter((item) => item.name === modality)).toHaveLength(1);

  // Component (Enter in the field saves)
  dialog = await openAddDialog(
    page,
    'componentes-curriculares',
    'Componentes Curriculares',
    'Adicionar Componente Curricular',
  );
  await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(component);
  await dialog.getByRole('textbox', { name: 'Nome' }).press('Enter');
  await expectSavedAndClosed(page, dialog, 'Componente adicionado com sucesso!');
  await expectListedAfterReload(page, component);

  // Matrix: the new component and one from the demo set, each with its workload
  dialog = await openAddDialog(
    page,
    'matrizes-curriculares',
    'Matrizes Curriculares',
    'Adicionar Matriz Curricular',
  );
  await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(matrix);
  await dialog.getByRole('button', { name: 'Adicionar componente' }).click();
  const first = dialog.getByRole('group', { name: 'Componente 1' });
  await choose(first, page, 'Componente Curricular', component);
  await first.getByRole('textbox', { name: 'Carga Horária' }).pressSequentially('80');
  await dialog.getByRole('button', { name: 'Adicionar componente' }).click();
  const second = dialog.getByRole('group', { name: 'Componente 2' });
  await second.getByRole('combobox', { name: 'Componente Curricular' }).click();
  // The component of row 1 cannot be chosen twice.
  await expect(page.getByRole('option', { name: component, exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('option', { name: 'Matemática', exact: true }).click();
  // As choose() does: the list closes and hands the focus back before the next field is typed
  // (a run under load lost the '0' of '120' to the closing list).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(second.getByRole('combobox', { name: 'Componente Curricular' })).toBeFocused();
  await second.getByRole('textbox', { name: 'Carga Horária' }).pressSequentially('120');
  await save(dialog);
  await expectSavedAndClosed(page, dialog, 'Matriz adicionada com sucesso!');
  await expectListedAfterReload(page, matrix);
  const saved = (
    await api.list<{
      name: string;
      matrix: { curricularComponent: { name: string }; workload: number }[];
    }>('/curriculum-matrices')
  ).find((item) => item.name === matrix);
  expect(saved?.matrix.map((entry) => [entry.curricularComponent.name, entry.workload])).toEqual([
    [component, 80],
    ['Matemática', 120],
  ]);

  // Course: the new modality and matrix, and a unit, chosen from their lists
  dialog = await openAddDialog(page, 'cursos', 'Cursos', 'Adicionar Curso');
  await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(course);
  await choose(dialog, page, 'Modalidade de Ensino', modality);
  await choose(dialog, page, 'Matriz Curricular', matrix);
  await choose(dialog, page, 'Unidade Escolar', unit?.name ?? '');
  await save(dialog);
  await expectSavedAndClosed(page, dialog, 'Curso adicionado com sucesso!');
  const row = await expectListedAfterReload(page, course);
  await expect(dataCells(row)).toHaveText([course, modality, matrix, unit?.name ?? '']);
});

test('cadeia do calendário: período letivo → tipos de dia → dia escolar', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await adminApi(request);
  const id = stamp();
  const { year, title: calendar } = await createCalendar(api);
  const term = `1º Bimestre ${year} ${id}`;
  const typeA = `Recesso ${id}`;
  const typeB = `Semana pedagógica ${id}`;

  // Term: title, DD/MM/AAAA dates and the calendar
  let dialog = await openAddDialog(
    page,
    'periodos-letivos',
    'Períodos Letivos',
    'Adicionar Período Letivo',
  );
  await dialog.getByRole('textbox', { name: 'Título' }).pressSequentially(term);
  await dialog.getByRole('textbox', { name: 'Data de Início' }).pressSequentially(`0302${year}`);
  await dialog.getByRole('textbox', { name: 'Data de Fim' }).pressSequentially(`1704${year}`);
  await choose(dialog, page, 'Calendário Acadêmico', calendar);
  await save(dialog);
  await expectSavedAndClosed(page, dialog, 'Período letivo adicionado com sucesso!');
  const termRow = await expectListedAfterReload(page, term);
  await expect(dataCells(termRow)).toHaveText([
    term,
    `03/02/${year}`,
    `17/04/${year}`,
    calendar,
    'PENDENTE',
  ]);

  // Day types (a description and a kind): the dialog stays open, so two are added in a row
  await page.goto('/app/dias-escolares');
  await expect(page.getByRole('heading', { level: 1, name: 'Dias Escolares' })).toBeVisible();
  await page.getByRole('button', { name: 'Gerenciar tipos de dias escolares' }).click();
  dialog = page.getByRole('dialog', { name: 'Adicionar Tipo de Dia Escolar' });
  const description = dialog.getByRole('textbox', { name: 'Descrição' });
  await description.pressSequentially(typeA);
  await choose(dialog, page, 'Categoria', 'Dia Letivo');
  await save(dialog);
  await expect(page.getByText('Tipo adicionado com sucesso!')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(description).toHaveValue('');
  await expect(description).toBeFocused();
  await choose(dialog, page, 'Categoria', 'Planejamento');
  await description.pressSequentially(typeB);
  await description.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tipos cadastrados' })).toContainText(typeB);
  await expect(dialog).toBeVisible();
  // Something typed: a stray click beside the dialog keeps it open with what was typed.
  await description.pressSequentially('Rascunho');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(description).toHaveValue('Rascunho');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  const types = await api.list<{ description: string; kind: string }>('/school-day-types');
  expect(
    types
      .filter((type) => [typeA, typeB].includes(type.description))
      .map((type) => [type.description, type.kind]),
  ).toEqual(
    expect.arrayContaining([
      [typeA, 'DIA_LETIVO'],
      [typeB, 'PLANEJAMENTO'],
    ]),
  );

  // School day: date, the calendar and one of the new types
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Adicionar Dia Escolar' });
  await dialog.getByRole('textbox', { name: 'Data' }).pressSequentially(`1507${year}`);
  await choose(dialog, page, 'Calendário Acadêmico', calendar);
  await choose(dialog, page, 'Tipo', typeA);
  await save(dialog);
  await expectSavedAndClosed(page, dialog, 'Dia escolar adicionado com sucesso!');
  const dayRow = await expectListedAfterReload(page, typeA);
  await expect(dataCells(dayRow)).toHaveText([`15/07/${year}`, calendar, typeA]);
});

test.describe('uma entrada inválida por formulário: a mensagem da especificação e nada criado', () => {
  test('modalidade sem nome', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/teaching-modalities');
    const dialog = await openAddDialog(
      page,
      'modalidades-ensino',
      'Modalidades de Ensino',
      'Adicionar Modalidade de Ensino',
    );
    await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially('   ');
    await save(dialog);
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Nome*',
    );
    await expect(dialog).toBeVisible();
    expect(await api.count('/teaching-modalities')).toBe(before);
  });

  test('componente sem nome', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/curricular-components');
    const dialog = await openAddDialog(
      page,
      'componentes-curriculares',
      'Componentes Curriculares',
      'Adicionar Componente Curricular',
    );
    await save(dialog);
    await expect(dialog.getByText('O nome é obrigatório')).toBeVisible();
    expect(await api.count('/curricular-components')).toBe(before);
  });

  test('matriz sem componente', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/curriculum-matrices');
    const dialog = await openAddDialog(
      page,
      'matrizes-curriculares',
      'Matrizes Curriculares',
      'Adicionar Matriz Curricular',
    );
    await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(`Matriz ${stamp()}`);
    await save(dialog);
    await expect(
      dialog.getByText('É necessário selecionar ao menos um componente para a matriz'),
    ).toBeVisible();
    expect(await api.count('/curriculum-matrices')).toBe(before);
  });

  test('matriz com carga horária 0', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/curriculum-matrices');
    const dialog = await openAddDialog(
      page,
      'matrizes-curriculares',
      'Matrizes Curriculares',
      'Adicionar Matriz Curricular',
    );
    await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(`Matriz ${stamp()}`);
    await dialog.getByRole('button', { name: 'Adicionar componente' }).click();
    const row = dialog.getByRole('group', { name: 'Componente 1' });
    await choose(row, page, 'Componente Curricular', 'Arte');
    await row.getByRole('textbox', { name: 'Carga Horária' }).pressSequentially('0');
    await save(dialog);
    await expect(row.getByText('A carga horária deve ser no mínimo 1')).toBeVisible();
    expect(await api.count('/curriculum-matrices')).toBe(before);
  });

  test('curso sem modalidade', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/courses');
    const dialog = await openAddDialog(page, 'cursos', 'Cursos', 'Adicionar Curso');
    await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(`Curso ${stamp()}`);
    await save(dialog);
    await expect(dialog.getByText('Modalidade inválida')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue(/^Curso /);
    expect(await api.count('/courses')).toBe(before);
  });

  test('período letivo que termina antes de começar', async ({ page, request }) => {
    const api = await adminApi(request);
    const { year, title: calendar } = await createCalendar(api);
    const before = await api.count('/academic-terms');
    const dialog = await openAddDialog(
      page,
      'periodos-letivos',
      'Períodos Letivos',
      'Adicionar Período Letivo',
    );
    await dialog.getByRole('textbox', { name: 'Título' }).pressSequentially('2º Bimestre');
    await dialog.getByRole('textbox', { name: 'Data de Início' }).pressSequentially(`2204${year}`);
    await dialog.getByRole('textbox', { name: 'Data de Fim' }).pressSequentially(`0402${year}`);
    await choose(dialog, page, 'Calendário Acadêmico', calendar);
    await save(dialog);
    await expect(
      dialog.getByText('A data de fim não pode ser anterior à data de início'),
    ).toBeVisible();
    expect(await api.count('/academic-terms')).toBe(before);
  });

  test('tipo de dia sem descrição nem categoria', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/school-day-types');
    await page.goto('/app/dias-escolares');
    await page.getByRole('button', { name: 'Gerenciar tipos de dias escolares' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Tipo de Dia Escolar' });
    await save(dialog);
    await expect(dialog.getByText('A descrição é obrigatória')).toBeVisible();
    await expect(dialog.getByText('A categoria do tipo é obrigatória')).toBeVisible();
    expect(await api.count('/school-day-types')).toBe(before);
  });

  test('dia escolar sem tipo', async ({ page, request }) => {
    const api = await adminApi(request);
    const { year, title: calendar } = await createCalendar(api);
    const before = await api.count('/school-days');
    const dialog = await openAddDialog(
      page,
      'dias-escolares',
      'Dias Escolares',
      'Adicionar Dia Escolar',
    );
    await dialog.getByRole('textbox', { name: 'Data' }).pressSequentially(`0903${year}`);
    await choose(dialog, page, 'Calendário Acadêmico', calendar);
    await save(dialog);
    await expect(dialog.getByText('O tipo é obrigatório')).toBeVisible();
    expect(await api.count('/school-days')).toBe(before);
  });
});
