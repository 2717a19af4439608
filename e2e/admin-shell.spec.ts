import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sidebar } from './support/sidebar';

test.describe('back office sign-in', () => {
  test('shows the login screen to a visitor without a session', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Area Amministrativa' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });

  test('asks for both fields when they are empty', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Inserisci email e password.')).toBeVisible();
  });

  test('tells a wrong password apart in Italian', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('password-sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Errore di accesso')).toBeVisible();
    await expect(page.getByText('Email o password non corretti.')).toBeVisible();
  });

  test("lands on 'Da fare' after signing in at the sign-in's own address", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { name: 'Da fare', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
  });

  test('signs in, keeps the session on reload, and logs out', async ({ page }) => {
    await page.goto('/admin/contatti');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Login effettuato')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible();

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout effettuato')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });
});

test.describe('the API behind the pages', () => {
  test('health is JSON and admin calls need a session', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { dialect: 'sqlite', ok: true } });

    const contacts = await request.get('/api/admin/contacts');
    expect(contacts.status()).toBe(401);
    expect(await contacts.json()).toMatchObject({ code: 'unauthorized' });
  });
});
