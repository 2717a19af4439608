import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on the screen share any pixel. */
function overlap(a: Box, b: Box) {
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
 * Right after a titolare's sign-in (support/admin-session.ts), on the landing page: 'Per iniziare', the agency
 * e-mail its first step, and the sign-in's toast over none of it: the card's title, the button of the next step
 * (`nextAction`). Returns the checklist, to look at its steps.
 */
export async function expectSetupChecklistAfterSignIn(page: Page, { nextAction }: { nextAction: string }) {
  // The pointer on the toast keeps it on screen (Ant Design pauses its timer) while the landing page loads.
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Login effettuato' });
  await toast.hover();
  const checklist = page.getByRole('list', { name: 'Per iniziare' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('listitem').first()).toContainText("L'e-mail dell'agenzia");
  const nextButton = checklist.getByRole('button', { name: nextAction });
  await expect(nextButton).toBeVisible();
  await expect(toast).toBeVisible();
  // The card's own title, not the sidebar's link of the same name.
  await expectUncovered(toast, page.getByRole('region', { name: 'Per iniziare' }).getByText('Per iniziare', { exact: true }));
  await expectUncovered(toast, nextButton);
  return checklist;
}
