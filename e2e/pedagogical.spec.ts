import { toasts } from '@lousa/domain';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, newCpf, stamp, yearInProgress } from './support/registry';
import { signInFirstTime } from './support/sign-in';

/**
 * A teacher's daily work against the real product, tried as a new teacher would: the class
 * given by the administrator is the only one in 'Minhas Turmas'; today's attendance recorded
 * with a justified absence and still REGISTRADA after a reload; an assessment created and graded
 * with the keyboard alone, with the server's average; a lesson plan written and kept.
 */

/** Clicks a switch where a person does: on its visible track (the input itself is hidden). */
const flip = (toggle: Locator) => toggle.locator('xpath=ancestor::label[1]').click();

/** Today in São Paulo, as the server counts days: `YYYY-MM-DD`. */
const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * A new teacher given Língua Portuguesa (in place of the demo's teacher) in a class of the demo with
 * students enrolled; today is made a lesson day of the class's calendar when the demo did not
 * already make it one (a weekend run).
 */
async function teacherWithClass(page: Page, request: APIRequestContext, name: string) {
  const api = await adminApi(request);
  const roles = await api.list<{ id: string; name: string }>('/roles');
  const teacherRole = roles.find((role) => role.name === 'Professor(a)') as { id: string };
  const components = await api.list<{ id: string; name: string }>('/curricular-components');
  const portuguese = components.find((c) => c.name === 'Língua Portuguesa') as { id: string };
  // A class of the year in progress (the one a teacher's screens show; last year's are closed).
  const year = await yearInProgress(api);
  const classrooms = await api.list<{
    id: string;
    name: string;
    schoolUnit: { id: string };
    enrolled?: number;
  }>(`/classrooms?academicYearId=${year.id}`);
  const id = stamp();
  const email = `prof.${name.toLowerCase()}.${id.toLowerCase()}@escola.test`;
  const password = `Giz-Verde-${id}-2026`;
  const withStudents = classrooms.filter((c) => (c.enrolled ?? 0) >= 3);
  const unitId = (withStudents[0] ?? classrooms[0])?.schoolUnit.id as string;
  const teacher = await api.create<{ id: string }>('/users', {
    cpf: newCpf(),
    email,
    firstName: name,
    lastName: `Prado ${id}`,
    password,
    roleId: teacherRole.id,
    schoolUnitIds: [unitId],
  });
  // The first class of that unit whose Língua Portuguesa is not another teacher of this file's:
  // the demo gives every component a teacher, so the new one takes over from the demo's.
  let classroom: { id: string; name: string } | undefined;
  const candidates = [...withStudents, ...classrooms].filter((c) => c.schoolUnit.id === unitId);
  for (const candidate of candidates) {
    const assignments = await api.list<{
      id: string;
      teacher: { name: string };
      curricularComponent: { id: string };
    }>(`/classrooms/${candidate.id}/teachers`);
    const current = assignments.find((item) => item.curricularComponent.id === portuguese.id);
    if (current?.teacher.name.includes(' Prado ')) continue;
    if (current) await api.remove(`/classrooms/${candidate.id}/teachers/${current.id}`);
    const answer = await api.post(`/classrooms/${candidate.id}/teachers`, {
      userId: teacher.id,
      curricularComponentId: portuguese.id,
    });
    if (answer.status() === 201) {
      classroom = candidate;
      break;
    }
  }
  expect(classroom, 'a class of the unit for a new Língua Portuguesa teacher').toBeTruthy();

  // The class's calendar in the year in progress: its unit's own, else the network's (a school
  // day outside its calendar's year is refused).
  const today = todayInSaoPaulo();
  const calendars = await api.list<{
    id: string;
    title: string;
    academicYear: { id: string };
    schoolUnits: { id: string }[];
  }>('/academic-calendars');
  const ofYear = calendars.filter((c) => c.academicYear.id === year.id);
  const calendar = (ofYear.find((c) => c.schoolUnits.some((unit) => unit.id === unitId)) ??
    ofYear.find((c) => c.schoolUnits.length === 0)) as { id: string };
  expect(calendar, `the calendar of the class's unit in ${year.year}`).toBeTruthy();
  const entries = await api.list<{ type: string | null }>(
    `/calendar-events?from=${today}&to=${today}`,
  );
  if (!entries.some((entry) => entry.type === 'DIA_LETIVO' || entry.type === 'SABADO_LETIVO')) {
    const types = await api.list<{ id: string; kind: string }>('/school-day-types');
    const lessonDay = types.find((type) => type.kind === 'DIA_LETIVO') as { id: string };
    // Today may be a day of the calendar of another type (a holiday): a calendar holds one
    // school day per date, so that day becomes a lesson day.
    const [y, m, d] = today.split('-');
    const days = await api.list<{ id: string; academicCalendar: { id: string } }>(
      `/school-days?q=${d}/${m}/${y}`,
    );
    const day = days.find((entry) => entry.academicCalendar.id === calendar.id);
    if (day) await api.update(`/school-days/${day.id}`, { typeId: lessonDay.id });
    else {
      await api.create('/school-days', {
        date: `${today}T00:00:00.000Z`,
        academicCalendarId: calendar.id,
        typeId: lessonDay.id,
      });
    }
  }
  // An assessment's date falls in a term of the class's calendar: the demo's four bimesters
  // leave the July and December breaks out, so on such a day the administrator adds one of
  // today alone.
  const terms = await api.list<{
    startDate: string;
    endDate: string;
    academicCalendar: { id: string };
  }>('/academic-terms');
  const holdsToday = terms.some(
    (term) =>
      term.academicCalendar.id === calendar.id &&
      term.startDate.slice(0, 10) <= today &&
      today <= term.endDate.slice(0, 10),
  );
  if (!holdsToday) {
    await api.create('/academic-terms', {
      title: `Período ${stamp()}`,
      startDate: `${today}T00:00:00.000Z`,
      endDate: `${today}T00:00:00.000Z`,
      academicCalendarId: calendar.id,
    });
  }
  // The demo graded two tests of every class's components this term; the new teacher's class
  // starts without them, so its averages are of her own grades alone.
  const given = await api.list<{ id: string }>(
    `/assessments?classroomId=${classroom?.id}&curricularComponentId=${portuguese.id}`,
  );
  for (const assessment of given) await api.remove(`/assessments/${assessment.id}`);

  // The administrator set it all up through the API: the page signs in only as the teacher.
  await signInFirstTime(page, { email, password });
  return { classroom: classroom as { id: string; name: string }, today };
}

test('um(a) professor(a) lança a frequência de hoje com uma falta justificada, e ela fica registrada', async ({
  page,
  request,
}) => {
  test.slow();
  const { classroom, today } = await teacherWithClass(page, request, 'Joana');
  const shownToday = today.split('-').reverse().join('/');

  // 'Minhas Turmas' shows only the class just given, and leads to its attendance.
  await page.goto('/app/minhas-turmas');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page
    .getByRole('link', { name: `Frequência de ${classroom.name}, Língua Portuguesa` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
  const todayRow = page.getByRole('row').filter({ hasText: shownToday });
  await expect(todayRow).toHaveCount(1);
  await expect(todayRow).toContainText('PENDENTE');
  await todayRow.getByRole('link', { name: /Realizar Lançamento/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lançamento de Frequência' }),
  ).toBeVisible();

  // Everyone present but the last student, whose absence is justified.
  const switches = page.getByRole('switch', { name: /^Presença de / });
  await expect(switches.first()).toBeVisible();
  const count = await switches.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count - 1; i += 1) {
    const toggle = switches.nth(i);
    if (!(await toggle.isChecked())) await flip(toggle);
    await expect(toggle).toBeChecked();
  }
  const absent = switches.nth(count - 1);
  const absentName = ((await absent.getAttribute('aria-label')) ?? '').replace('Presença de ', '');
  await page.getByRole('button', { name: `Justificar falta de ${absentName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Justificar Falta' });
  await dialog.getByRole('button', { name: 'JUSTIFICAR' }).click();
  await expect(dialog.getByText('A justificativa é obrigatória')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Justificativa' }).fill('Atestado médico');
  await dialog.getByRole('button', { name: 'JUSTIFICAR' }).click();
  await expect(dialog).toBeHidden();
  await expect(absent).not.toBeChecked();
  await expect(absent).toBeDisabled();

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.attendanceSaved })).toBeVisible();

  // Kept: after a reload the day is REGISTRADA with what was marked.
  await page.reload();
  await expect(page.getByText('REGISTRADA').first()).toBeVisible();
  await expect(switches.first()).toBeChecked();
  await expect(page.getByRole('switch', { name: `Presença de ${absentName}` })).not.toBeChecked();
  await page.goto('/app/frequencias');
  const recorded = page.getByRole('row').filter({ hasText: shownToday });
  await expect(recorded).toContainText('REGISTRADA');
});

test('um(a) professor(a) cria uma avaliação, lança as notas só com o teclado e vê a média do servidor', async ({
  page,
  request,
}) => {
  test.slow();
  const { classroom, today } = await teacherWithClass(page, request, 'Rita');
  const shownToday = today.split('-').reverse().join('/');

  await page.goto('/app/minhas-turmas');
  await page.getByRole('link', { name: `Notas de ${classroom.name}, Língua Portuguesa` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();

  // A new assessment of the term containing today, out of 20 points.
  await page.getByRole('button', { name: 'Nova Avaliação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Avaliação' });
  await dialog.getByRole('textbox', { name: 'Título', exact: true }).fill('Prova de leitura');
  const date = dialog.getByRole('textbox', { name: 'Data', exact: true });
  await date.click();
  await date.pressSequentially(shownToday);
  await dialog.getByRole('textbox', { name: 'Peso', exact: true }).fill('2');
  await dialog.getByRole('textbox', { name: 'Nota máxima', exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: toasts.assessmentCreated }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // 'Lançar Notas' puts the focus in the first cell; Enter goes down, like a spreadsheet.
  await page.getByRole('button', { name: 'Lançar Notas' }).click();
  const cells = page.getByRole('textbox', { name: /^Nota de .* em Prova de leitura$/ });
  await expect(cells.first()).toBeFocused();
  const names = await cells.evaluateAll((inputs) =>
    inputs.map((input) =>
      (input.getAttribute('aria-label') ?? '')
        .replace(/^Nota de /, '')
        .replace(/ em Prova de leitura$/, ''),
    ),
  );
  expect(names.length).toBeGreaterThanOrEqual(3);
  await page.keyboard.type('17');
  await page.keyboard.press('Enter');
  await expect(cells.nth(1)).toBeFocused();
  await page.keyboard.type('13,5');
  await page.keyboard.press('Enter');
  await page.keyboard.type('25');
  await expect(page.getByText('A nota deve estar entre 0 e 20').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar notas' })).toBeDisabled();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('20');
  await expect(page.getByRole('button', { name: 'Salvar notas' })).toBeEnabled();
  await page.getByRole('button', { name: 'Salvar notas' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.gradesSaved })).toBeVisible();

  // The server's average on a 0–10 scale, with one decimal: 17/20 → 8,5; 13,5/20 → 6,8.
  await page.reload();
  const rowOf = (name: string) =>
    page
      .getByRole('table', { name: 'Notas dos alunos' })
      .getByRole('row')
      .filter({ hasText: name });
  await expect(rowOf(names[0] as string)).toContainText('17');
  await expect(rowOf(names[0] as string)).toContainText('8,5');
  await expect(rowOf(names[1] as string)).toContainText('6,8');
  await expect(rowOf(names[2] as string)).toContainText('10,0');
});

test('plano de aula: um(a) professor(a) escreve para a sua turma, e o plano fica salvo', async ({
  page,
  request,
}) => {
  test.slow();
  // The administrator gives a new teacher a class and Língua Portuguesa (the demo's matrices
  // all have it); the teacher signs in and writes the plan.
  const { classroom } = await teacherWithClass(page, request, 'Clara');
  const className = classroom.name;
  const id = stamp();
  // 'Minhas Turmas' shows the class just given, and only it.
  await page.goto('/app/minhas-turmas');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: className })).toContainText('Língua Portuguesa');
  await page.goto('/app/planos-aula');
  await expect(page.getByRole('heading', { level: 1, name: 'Planos de Aula' })).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/planos-aula\/adicionar$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adicionar Plano de Aula' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Salvar' }).click();
  for (const message of [
    'O título é obrigatório',
    'A unidade temática é obrigatória',
    'A turma é obrigatória',
    'O componente curricular é obrigatório',
    'Selecione ao menos uma norma BNCC',
    'O objeto de conhecimento é obrigatório',
    'Os objetivos são obrigatórios',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  const title = `Leitura de parlendas ${id}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Unidade Temática' }).fill('Leitura/escuta');
  await page.getByRole('combobox', { name: 'Turma', exact: true }).click();
  await page.getByRole('option', { name: className, exact: true }).click();
  await expect(page.getByText('A turma é obrigatória')).toBeHidden();
  await page.getByRole('combobox', { name: 'Componente Curricular', exact: true }).click();
  await page.getByRole('option', { name: 'Língua Portuguesa' }).click();
  await expect(page.getByText('O componente curricular é obrigatório')).toBeHidden();

  const standards = page.getByRole('combobox', { name: 'Normas BNCC' });
  await standards.click();
  await page
    .getByRole('option', {
      name: /Reconhecer que textos são lidos e escritos da esquerda para a direita/,
    })
    .click();
  await expect(page.getByText('Selecione ao menos uma norma BNCC')).toBeHidden();
  await standards.press('Escape');
  await page
    .getByRole('textbox', { name: 'Objeto(s) de Conhecimento' })
    .fill('Protocolos de leitura');
  await page.getByRole('textbox', { name: 'Objetivos' }).fill('Ler parlendas conhecidas.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: toasts.lessonPlanCreated }),
  ).toBeVisible();

  // Saved: after a reload the list has it, and its page shows what was written.
  await page.goto('/app/planos-aula');
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(className);
  await row.getByRole('link', { name: /Detalhes/ }).click();
  await expect(page.getByText('Protocolos de leitura')).toBeVisible();
  await expect(page.getByText('EF01LP01')).toBeVisible();
});

test('um(a) professor(a) digita uma nota, clica em outro item do menu, é perguntado(a), fica e salva', async ({
  page,
  request,
}) => {
  test.slow();
  const { classroom, today } = await teacherWithClass(page, request, 'Lia');
  const shownToday = today.split('-').reverse().join('/');
  await page.goto('/app/minhas-turmas');
  await page.getByRole('link', { name: `Notas de ${classroom.name}, Língua Portuguesa` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Avaliação' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Avaliação' });
  await form.getByRole('textbox', { name: 'Título', exact: true }).fill('Ditado');
  const date = form.getByRole('textbox', { name: 'Data', exact: true });
  await date.click();
  await date.pressSequentially(shownToday);
  await form.getByRole('textbox', { name: 'Peso', exact: true }).fill('1');
  await form.getByRole('textbox', { name: 'Nota máxima', exact: true }).fill('10');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Lançar Notas' }).click();
  const cell = page.getByRole('textbox', { name: /^Nota de .* em Ditado$/ }).first();
  await expect(cell).toBeFocused();
  await page.keyboard.type('7,5');
  const notasUrl = page.url();

  // Another menu item: asked first; 'Continuar editando' stays with the grade still typed.
  const menuItem = page
    .getByRole('navigation')
    .getByRole('link', { name: 'Frequências', exact: true });
  await menuItem.click();
  const question = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(notasUrl);
  await expect(cell).toHaveValue('7,5');

  // The browser's back button: asked too, the address comes back and the grade stays.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(notasUrl);
  await expect(cell).toHaveValue('7,5');

  // Closing the tab asks too (the browser's own prompt); dismissed, the page stays.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await prompt;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(cell).toHaveValue('7,5');

  // Saved, the menu item leaves at once.
  await page.getByRole('button', { name: 'Salvar notas' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.gradesSaved })).toBeVisible();
  await menuItem.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
  await expect(question).toBeHidden();
});
