import { expect, test } from '@playwright/test';
import { appRoutes } from '../packages/ui/src/routes/route-table';
import { signIn } from './support/sign-in';

test('a página inicial leva ao sign-in, que mostra o nome do produto e o formulário', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lousa' })).toBeVisible();
  await expect(page.getByLabel('E-mail ou CPF')).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
});

test("o conteúdo de reserva de '/' tem o cabeçalho, 'Autenticar-se' e 'future content'", async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  await page.setContent(html.replace(/<meta[^>]*http-equiv="refresh"[^>]*>/i, ''));
  await expect(page.getByRole('banner').getByText('Lousa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Autenticar-se' })).toHaveAttribute(
    'href',
    '/sign-in/',
  );
  await expect(page.getByRole('main')).toHaveText('future content');
});

test('o sign-in chega pronto do servidor, com pouco JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/sign-in/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // The React island loads on the first interaction, not with the page.
  expect(scripts.some((url) => url.includes('sign-in-island'))).toBe(false);
  await page.getByLabel('E-mail ou CPF').focus();
  await expect.poll(() => scripts.some((url) => url.includes('sign-in-island'))).toBe(true);
});

test('cada rota da tabela tem sua página estática com a ilha do roteador', async ({ request }) => {
  for (const route of appRoutes) {
    const path = route.path ? `/app/${route.path}` : '/app';
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<astro-island');
    expect(html, path).toContain(`<title>${route.title} — Lousa</title>`);
  }
});

test('uma página de /app mostra o título da rota antes de o JavaScript chegar', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/app/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByText('Gerencie os usuários que acessam o sistema.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando tela' })).toBeVisible();
  await context.close();
});

test('um link profundo de /app abre a tela da rota para quem entrou', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/turmas');
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  await expect(page).toHaveTitle('Turmas — Lousa');
});
