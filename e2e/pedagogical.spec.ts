import { toasts } from '@lousa/domain';
import { expect, type Locator, test } from '@playwright/test';
import { adminApi, newCpf, stamp } from './support/registry';
import { signIn } from './support/sign-in';

/**
 * The pedagogical screens against the real product: the attendance entry (which does not save
 * yet), and a lesson plan written and saved by a teacher for its own class.
 */

/** Clicks a switch where a person does: on its visible track (the input itself is hidden). */
const flip = (toggle: Locator) => toggle.locator('xpath=ancestor::label[1]').click();

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('lançamento de frequência: presença, falta justificada e salvar', async ({ page }) => {
  await page.goto('/app/frequencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
  await page.getByRole('link', { name: 'Realizar Lançamento' }).click();
  await expect(page).toHaveURL(/\/app\/frequencias\/lancamento$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lançamento de Frequência' }),
  ).toBeVisible();

  // Everyone starts absent; the first student is marked present.
  const ana = page.getByRole('switch', { name: 'Presença de Ana Clara Souza' });
  await expect(ana).not.toBeChecked();
  await flip(ana);
  await expect(ana).toBeChecked();

  // Justifying Arthur's absence locks his switch as absent.
  const arthur = page.getByRole('switch', { name: 'Presença de Arthur Oliveira Santos' });
  await flip(arthur);
  await expect(arthur).toBeChecked();
  await page.getByRole('button', { name: 'Justificar falta de Arthur Oliveira Santos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Justificar Falta' });
  await expect(dialog).toContainText('Arthur Oliveira Santos');
  await dialog.getByRole('button', { name: 'JUSTIFICAR' }).click();
  await expect(dialog.getByText('A justificativa é obrigatória')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Justificativa' }).fill('Atestado médico');
  await dialog.getByRole('button', { name: 'JUSTIFICAR' }).click();
  await expect(dialog).toBeHidden();
  await expect(arthur).not.toBeChecked();
  await expect(arthur).toBeDisabled();

  // The whole roster is on one screen (no pager): the last student (code 22) is there too.
  await expect(page.getByRole('button', { name: 'Próxima página' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '22', exact: true })).toBeVisible();
  const wesley = page.getByRole('switch', { name: 'Presença de Wesley Santana Brito' });
  await flip(wesley);
  await expect(wesley).toBeChecked();
  await expect(ana).toBeChecked();

  await page.getByRole('button', { name: 'Salvar' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Frequência validada' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('O salvamento ainda não está disponível.');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/app\/frequencias$/);
});

test('plano de aula: um(a) professor(a) escreve para a sua turma, e o plano fica salvo', async ({
  page,
  request,
}) => {
  test.slow();
  // The administrator gives a new teacher a class and Língua Portuguesa (the demo's matrices
  // all have it); the teacher signs in and writes the plan.
  const api = await adminApi(request);
  const roles = await api.list<{ id: string; name: string }>('/roles');
  const teacherRole = roles.find((role) => role.name === 'Professor(a)') as { id: string };
  const components = await api.list<{ id: string; name: string }>('/curricular-components');
  const portuguese = components.find((c) => c.name === 'Língua Portuguesa') as { id: string };
  const classrooms = await api.list<{ id: string; name: string; schoolUnit: { id: string } }>(
    '/classrooms',
  );
  const id = stamp();
  const email = `prof.planos.${id.toLowerCase()}@escola.test`;
  const password = `Giz-Verde-${id}-2026`;
  const unitId = (classrooms[0] as { schoolUnit: { id: string } }).schoolUnit.id;
  const teacher = await api.create<{ id: string }>('/users', {
    cpf: newCpf(),
    email,
    firstName: 'Clara',
    lastName: `Prado ${id}`,
    password,
    roleId: teacherRole.id,
    schoolUnitIds: [unitId],
  });
  // The first class of that unit whose Língua Portuguesa has no teacher yet.
  let classroom: { id: string; name: string } | undefined;
  for (const candidate of classrooms.filter((c) => c.schoolUnit.id === unitId)) {
    const answer = await api.post(`/classrooms/${candidate.id}/teachers`, {
      userId: teacher.id,
      curricularComponentId: portuguese.id,
    });
    if (answer.status() === 201) {
      classroom = candidate;
      break;
    }
  }
  expect(classroom, 'a class of the unit without a Língua Portuguesa teacher').toBeTruthy();
  const className = (classroom as { name: string }).name;

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, { email, password });
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

  const standards = page.getByRole('combobox', { name: 'Normas BNCC*' });
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
