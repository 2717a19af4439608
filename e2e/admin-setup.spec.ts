import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/admin-session';
import { sidebarLink } from './support/sidebar';

/** Whether two boxes on the screen share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The sign-in's toast covers no part of `target`. */
async function expectUncovered(toast: Locator, target: Locator) {
  const [toastBox, targetBox] = [await toast.boundingBox(), await target.boundingBox()];
  expect(toastBox).not.toBeNull();
  expect(targetBox).not.toBeNull();
  expect(overlap(toastBox!, targetBox!)).toBe(false);
}

/**
 * The titolare's first sign-in: 'Per iniziare' on the landing page, the agency e-mail first, reachable from the
 * sidebar, and the sign-in's toast over none of it: its title, its steps' buttons (the e2e server's legal
 * details are empty, so there is always a step left).
 */
async function firstSteps(page: Page) {
  await signIn(page);
  // The pointer on the toast keeps it on screen (Ant Design pauses its timer) while the landing page loads.
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Login effettuato' });
  await toast.hover();
  const checklist = page.getByRole('list', { name: 'Per iniziare' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('listitem').first()).toContainText("L'e-mail dell'agenzia");
  // The e2e server's agency e-mail comes from its environment: the legal details are the next step, with why.
  await expect(checklist.getByRole('listitem').first()).toContainText('Fatto');
  await expect(checklist.getByRole('listitem').nth(1)).toContainText('il sito li deve mostrare');
  await expect(toast).toBeVisible();
  await expectUncovered(toast, page.getByText('Per iniziare', { exact: true }).first());
  await expectUncovered(toast, checklist.getByRole('button', { name: 'Completa i dati legali' }));
  await checklist.getByRole('button', { name: 'Completa i dati legali' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni agenzia' })).toBeVisible();
}

test.describe("the titolare's first steps", () => {
  test("the landing page shows 'Per iniziare', with no toast over it; the sidebar leads back to it", async ({ page }) => {
    await firstSteps(page);
    await sidebarLink(page, 'Per iniziare').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Per iniziare' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Per iniziare' })).toBeVisible();
  });

  test("on a phone too, no toast over 'Per iniziare' @phone", async ({ page }) => {
    await firstSteps(page);
  });
});
