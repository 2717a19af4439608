import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';

/** Signs in through the login screen, landing on `path` of the back office. */
export async function signIn(page: Page, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Login effettuato')).toBeVisible();
}
