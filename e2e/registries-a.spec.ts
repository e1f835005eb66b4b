import { cpfCheckDigits, formatCnpj, formatCpf, messages, toasts } from '@lousa/domain';
import { expect, test } from '@playwright/test';
import {
  type AdminApi,
  schoolAddress as address,
  adminApi,
  choose,
  dataCells,
  expectFieldError,
  expectListedAfterReload,
  expectSavedAndClosed,
  newCnpj,
  newCpf,
  openAddDialog,
  randomDigits,
  save,
  stamp,
  yearInProgress,
} from './support/registry';
import { useAdminSession } from './support/sign-in';

/**
 * Registries of people and places (users, school units, classrooms) and of the school year
 * (academic year → calendar), used through the UI against the real server as a new user would:
 * each record is created in its form and found in its list after a reload. Each form also gets
 * one bad input, refused with the spec's message, and the API confirms nothing was created.
 * A whole school unit is created with the keyboard alone. The curriculum a classroom needs
 * (modality, component, matrix, course) is created through the API.
 */

// ---------------------------------------------------------------------------------------------
// API side: set-up and checks, with the administrator's own token.

/** Unit → modality → component → matrix → course (with its one grade level), all through the API. */
async function createCurriculumForNewUnit(api: AdminApi, id: string) {
  const unit = await api.create<{ id: string; name: string }>('/school-units', {
    cnpj: newCnpj(),
    name: `Escola Municipal Aurora ${id}`,
    address,
    area: 'URBAN',
    principalName: 'Marta Ribeiro',
  });
  const modality = await api.create<{ id: string }>('/teaching-modalities', {
    name: `Ensino Fundamental ${id}`,
  });
  const component = await api.create<{ id: string }>('/curricular-components', {
    name: `Letramento ${id}`,
  });
  const matrix = await api.create<{ id: string }>('/curriculum-matrices', {
    name: `Matriz Anos Iniciais ${id}`,
    matrix: [{ curricularComponentId: component.id, workload: 160 }],
  });
  const course = await api.create<{ id: string; name: string }>('/courses', {
    name: `Anos Iniciais ${id}`,
    teachingModalityId: modality.id,
    curriculumMatrixId: matrix.id,
    schoolUnitId: unit.id,
    gradeLevels: [{ name: '5º Ano', inepStageCode: 18 }],
  });
  return { unit, course };
}

// ---------------------------------------------------------------------------------------------
// UI side: what a person does.

test.beforeEach(async ({ page, request }) => {
  await useAdminSession(page, request);
});

// ---------------------------------------------------------------------------------------------

test('usuários: um usuário criado pelo diálogo aparece na lista após recarregar', async ({
  page,
  request,
}) => {
  // Typed key by key, two password hashes and a sign-in: 31 s in the full run of session 16,
  // cut off by the 30 s bound while the last sign-in was being answered.
  test.slow();
  const api = await adminApi(request);
  const id = stamp();
  const cpf = newCpf();
  const email = `professora.${id.toLowerCase()}@escola.test`;
  const dialog = await openAddDialog(page, 'usuarios', 'Usuários', 'Adicionar Usuário');
  await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(cpf);
  await expect(dialog.getByRole('textbox', { name: 'CPF' })).toHaveValue(formatCpf(cpf));
  await dialog.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).pressSequentially('Joana');
  await dialog.getByRole('textbox', { name: 'Sobrenome' }).pressSequentially(`Prado ${id}`);
  await dialog.getByLabel(/^Senha/).pressSequentially('Giz-Colorido-2025');
  await dialog.getByLabel('Confirmar Senha').pressSequentially('Giz-Colorido-2025');
  // A double click on 'Salvar' creates one user.
  await dialog.getByRole('button', { name: 'Salvar' }).dblclick();
  await expectSavedAndClosed(page, dialog, toasts.userCreated);
  const row = await expectListedAfterReload(page, email);
  await expect(dataCells(row)).toHaveText([
    formatCpf(cpf),
    'Joana',
    `Prado ${id}`,
    email,
    '-',
    'Ativo',
  ]);
  const users = await api.list<{ cpf: string }>('/users');
  expect(users.filter((user) => user.cpf === cpf)).toHaveLength(1);

  // The new user can sign in with the password typed in the dialog.
  const auth = await request.post('/api/auth', {
    data: { login: email, password: 'Giz-Colorido-2025' },
  });
  expect(auth.status()).toBe(200);
});

test('unidade escolar criada só com o teclado (Tab, Enter, Espaço, setas)', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await adminApi(request);
  const id = stamp();
  const cnpj = newCnpj();
  const name = `Escola Estadual Teclado ${id}`;
  await page.goto('/app/unidades-escolares');
  await expect(page.getByRole('heading', { level: 1, name: 'Unidades Escolares' })).toBeVisible();

  const addLink = page.getByRole('link', { name: 'Adicionar', exact: true });
  for (let presses = 0; presses < 80; presses++) {
    if (await addLink.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(addLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adicionar Unidade Escolar' }),
  ).toBeVisible();

  const cnpjField = page.getByRole('textbox', { name: 'CNPJ' });
  for (let presses = 0; presses < 80; presses++) {
    if (await cnpjField.evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(cnpjField).toBeFocused();

  /** Types into the focused field, checks it is the expected one, then Tab to the next. */
  const fill = async (label: string, text: string) => {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeFocused();
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await fill('CNPJ', cnpj);
  await fill('Nome da Unidade', name);
  await fill('Email Institucional', `secretaria.${id.toLowerCase()}@escola.test`);
  await fill('Contato', '19987654321');
  await fill('Diretor Responsável', 'Beatriz Moura');
  await fill('INEP', `35${randomDigits(6)}`);

  // The area: a list opened with Space, moved with the arrows, chosen with Enter.
  const area = page.getByRole('combobox', { name: /Área da Unidade/ });
  await expect(area).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(area).toHaveText(/RURAL/);
  await expect(area).toBeFocused();
  // The list fades out (200 ms) after the choice; a person tabs on once it has closed.
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Tab');

  await fill('CEP', address.zipCode);
  await fill('Logradouro', address.street);
  await fill('Número', address.number);
  await fill('Complemento', 'Bloco B');
  await fill('Bairro', address.neighborhood);
  await fill('Cidade', address.city);
  await fill('Estado', address.state);

  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('status').filter({ hasText: toasts.schoolUnitCreated }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/unidades-escolares\/?$/);
  const row = await expectListedAfterReload(page, name);
  await expect(dataCells(row)).toHaveText([formatCnpj(cnpj), name, 'Beatriz Moura']);
  const saved = (
    await api.list<{
      cnpj: string;
      area: string;
      phone: string | null;
      address: { zipCode: string; complement: string | null };
    }>('/school-units')
  ).find((unit) => unit.cnpj === cnpj);
  expect(saved).toMatchObject({
    area: 'RURAL',
    phone: '19987654321',
    address: { zipCode: address.zipCode, complement: 'Bloco B' },
  });
});

test('turma: unidade → modalidade → componente → matriz → curso (API) → turma (tela)', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await adminApi(request);
  const id = stamp();
  const { unit, course } = await createCurriculumForNewUnit(api, id);
  const year = await yearInProgress(api);
  const classroom = `5º ANO ${id}`;

  const dialog = await openAddDialog(page, 'turmas', 'Turmas', 'Adicionar Turma');
  await expect(dialog.getByRole('combobox', { name: 'Curso' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Série/Ano' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(classroom);
  await choose(dialog, page, 'Turno', 'MATUTINO');
  await choose(dialog, page, 'Ano Letivo', year.year);
  await choose(dialog, page, 'Unidade Escolar', unit.name);
  // The unit's courses only: the one just created; then that course's levels.
  await dialog.getByRole('combobox', { name: 'Curso' }).click();
  await expect(page.getByRole('option')).toHaveText([course.name]);
  await page.getByRole('option', { name: course.name }).click();
  await dialog.getByRole('combobox', { name: 'Série/Ano' }).click();
  await expect(page.getByRole('option')).toHaveText(['5º Ano']);
  await page.getByRole('option', { name: '5º Ano' }).click();
  await save(dialog);
  await expectSavedAndClosed(page, dialog, toasts.classroomCreated);
  // The list shows the year in progress's classrooms: the new one among them.
  const row = await expectListedAfterReload(page, classroom);
  // A new classroom has no enrolments ('Matriculados' 0, no 'Vagas' limit).
  await expect(dataCells(row)).toHaveText([
    classroom,
    'MATUTINO',
    course.name,
    '5º Ano',
    year.year,
    unit.name,
    '0',
  ]);
});

test('ano letivo → calendário acadêmico, ambos pela tela', async ({ page, request }) => {
  test.slow();
  const api = await adminApi(request);
  const id = stamp();
  const years = await api.list<{ year: string }>('/academic-calendars/years');
  const year = String(Math.max(2030, ...years.map((item) => Number(item.year))) + 1);
  const calendar = `Calendário Rede ${year} ${id}`;

  let dialog = await openAddDialog(page, 'anos-letivos', 'Anos Letivos', 'Adicionar Ano Letivo');
  await dialog.getByRole('textbox', { name: 'Ano' }).pressSequentially(year);
  await dialog.getByRole('textbox', { name: 'Data de Início' }).pressSequentially(`0302${year}`);
  await dialog.getByRole('textbox', { name: 'Data de Fim' }).pressSequentially(`1812${year}`);
  await dialog.getByRole('textbox', { name: 'Data de Fim' }).press('Enter');
  await expectSavedAndClosed(page, dialog, toasts.academicYearCreated);
  const yearRow = await expectListedAfterReload(page, `03/02/${year}`);
  await expect(dataCells(yearRow)).toHaveText([year, `03/02/${year}`, `18/12/${year}`]);

  dialog = await openAddDialog(
    page,
    'calendarios-academicos',
    'Calendários Acadêmicos',
    'Adicionar Calendário Acadêmico',
  );
  await dialog.getByRole('textbox', { name: 'Título' }).pressSequentially(calendar);
  await choose(dialog, page, 'Ano Letivo', year);
  await save(dialog);
  await expectSavedAndClosed(page, dialog, toasts.academicCalendarCreated);
  const row = await expectListedAfterReload(page, calendar);
  await expect(dataCells(row)).toHaveText([calendar, year, 'Toda a rede', 'INATIVO']);
});

test.describe('uma entrada inválida por formulário: a mensagem da especificação e nada criado', () => {
  test('usuário com CPF de dígitos verificadores errados', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/users');
    const dialog = await openAddDialog(page, 'usuarios', 'Usuários', 'Adicionar Usuário');
    const base = randomDigits(9);
    const wrong = base + String((Number(cpfCheckDigits(base)) + 1) % 100).padStart(2, '0');
    await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(wrong);
    await dialog.getByRole('textbox', { name: 'Email' }).pressSequentially('errado@escola.test');
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).pressSequentially('Caio');
    await dialog.getByRole('textbox', { name: 'Sobrenome' }).pressSequentially('Lima');
    await dialog.getByLabel(/^Senha/).pressSequentially('Giz-Colorido-2025');
    await dialog.getByLabel('Confirmar Senha').pressSequentially('Giz-Colorido-2025');
    await save(dialog);
    await expectFieldError(dialog.getByRole('textbox', { name: 'CPF' }), messages.cpfInvalid);
    await expect(dialog).toBeVisible();
    expect(await api.count('/users')).toBe(before);
  });

  test('unidade escolar com CNPJ inválido', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/school-units');
    await page.goto('/app/unidades-escolares/adicionar');
    await page.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('11222333000100');
    await page.getByRole('textbox', { name: 'Nome da Unidade' }).pressSequentially('Escola X');
    await page.getByRole('textbox', { name: 'Diretor Responsável' }).pressSequentially('Ana Luz');
    await choose(page.locator('form'), page, 'Área da Unidade', 'URBANA');
    await page.getByRole('textbox', { name: 'CEP' }).pressSequentially(address.zipCode);
    await page.getByRole('textbox', { name: 'Logradouro' }).pressSequentially(address.street);
    await page.getByRole('textbox', { name: 'Número' }).pressSequentially(address.number);
    await page.getByRole('textbox', { name: 'Bairro' }).pressSequentially(address.neighborhood);
    await page.getByRole('textbox', { name: 'Cidade' }).pressSequentially(address.city);
    await page.getByRole('textbox', { name: 'Estado' }).pressSequentially(address.state);
    await save(page);
    await expectFieldError(page.getByRole('textbox', { name: 'CNPJ' }), messages.cnpjInvalid);
    await expect(page).toHaveURL(/\/unidades-escolares\/adicionar\/?$/);
    expect(await api.count('/school-units')).toBe(before);
  });

  test('turma sem curso', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/classrooms');
    const [unit] = await api.list<{ name: string }>('/school-units');
    const dialog = await openAddDialog(page, 'turmas', 'Turmas', 'Adicionar Turma');
    await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially('6º ANO Z');
    await choose(dialog, page, 'Turno', 'NOTURNO');
    await choose(dialog, page, 'Unidade Escolar', unit?.name ?? '');
    await save(dialog);
    await expectFieldError(
      dialog.getByRole('combobox', { name: 'Curso' }),
      messages.courseRequired,
    );
    await expect(dialog).toBeVisible();
    expect(await api.count('/classrooms')).toBe(before);
  });

  test('ano letivo que termina antes de começar', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/academic-calendars/years');
    const dialog = await openAddDialog(
      page,
      'anos-letivos',
      'Anos Letivos',
      'Adicionar Ano Letivo',
    );
    await dialog.getByRole('textbox', { name: 'Ano' }).pressSequentially('2099');
    await dialog.getByRole('textbox', { name: 'Data de Início' }).pressSequentially('10122099');
    await dialog.getByRole('textbox', { name: 'Data de Fim' }).pressSequentially('01022099');
    await save(dialog);
    await expectFieldError(
      dialog.getByRole('textbox', { name: 'Data de Fim' }),
      messages.endBeforeStart,
    );
    expect(await api.count('/academic-calendars/years')).toBe(before);
  });

  test('calendário sem título', async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await api.count('/academic-calendars');
    const dialog = await openAddDialog(
      page,
      'calendarios-academicos',
      'Calendários Acadêmicos',
      'Adicionar Calendário Acadêmico',
    );
    const [year] = await api.list<{ year: string }>('/academic-calendars/years');
    await choose(dialog, page, 'Ano Letivo', year?.year ?? '');
    await save(dialog);
    await expectFieldError(dialog.getByRole('textbox', { name: 'Título' }), messages.titleRequired);
    expect(await api.count('/academic-calendars')).toBe(before);
  });
});
