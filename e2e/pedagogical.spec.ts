import { expect, type Locator, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * The pedagogical screens against the real product: signed in as the e2e administrator, through
 * the attendance entry and the lesson-plan form. These screens make no calls (spec §7) and tell
 * the user that saving is not available yet.
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

test('plano de aula: erros, escolhas que limpam erros e validação', async ({ page }) => {
  await page.goto('/app/planos-aula');
  await expect(page.getByRole('heading', { level: 1, name: 'Planos de Aula' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Leitura de parlendas', exact: true })).toBeVisible();
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

  await page.getByRole('textbox', { name: 'Título' }).fill('Leitura de parlendas');
  await page.getByRole('textbox', { name: 'Unidade Temática' }).fill('Leitura/escuta');

  await page.getByRole('combobox', { name: 'Turma*' }).click();
  await page.getByRole('option', { name: '1º ANO A' }).click();
  await expect(page.getByText('A turma é obrigatória')).toBeHidden();

  await page.getByRole('combobox', { name: 'Componente Curricular*' }).click();
  await page.getByRole('option', { name: 'Língua Portuguesa' }).click();
  await expect(page.getByText('O componente curricular é obrigatório')).toBeHidden();

  const standards = page.getByRole('combobox', { name: 'Normas BNCC*' });
  await standards.click();
  const first = page.getByRole('option', {
    name: 'Reconhecer que textos são lidos e escritos da esquerda para a direita e de cima para baixo da página.',
  });
  const fourth = page.getByRole('option', {
    name: 'Distinguir as letras do alfabeto de outros sinais gráficos.',
  });
  await first.click();
  await fourth.click();
  await expect(page.getByText('Selecione ao menos uma norma BNCC')).toBeHidden();
  await fourth.click();
  await expect(page.getByRole('list', { name: '1 selecionado' })).toBeVisible();
  await standards.press('Escape');

  await page
    .getByRole('textbox', { name: 'Objeto(s) de Conhecimento' })
    .fill('Protocolos de leitura');
  await page.getByRole('textbox', { name: 'Objetivos' }).fill('Ler parlendas conhecidas.');
  await page.getByRole('button', { name: 'Salvar' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Plano de aula validado' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('O salvamento ainda não está disponível.');
  await expect(page.getByText('O título é obrigatório')).toBeHidden();
});
