import { expect, test } from '@playwright/test';

test('a página inicial leva ao sign-in, que mostra o nome do produto', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\/?$/);
  await expect(page.getByRole('heading', { name: 'Lousa' })).toBeVisible();
});

test('uma página de /app monta a ilha do roteador', async ({ page }) => {
  await page.goto('/app/turmas');
  await expect(page.getByRole('heading', { name: 'Turmas' })).toBeVisible();
});
