import { expect, test, type Page } from '@playwright/test';
import type { AppointmentAssigneesResponse } from '@valuta/shared/appointments';
import { OWNER_LINK_SENT_MESSAGE } from '@valuta/shared/owner-area';
import { RESULT_PATH } from '@valuta/shared/public-routes';
import { signIn } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { turinDay } from './support/appointments';
import { leadThroughChat } from './support/chat-lead';
import { queryDatabase } from './support/database';
import { mailsTo, ownerLinkIn } from './support/owner-mail';
import { sidebarLink } from './support/sidebar';

/**
 * The owner's own page on a phone (360 px): the owner finishes the chat and opens the link of the estimate
 * e-mail, reads the estimate and how it was calculated without scrolling sideways; the agency gets the mandate
 * and publishes a viewing with its feedback, which the owner reads on the page and in their mailbox; the owner
 * asks to move the appointment, and the agency's 'Appuntamenti' shows the request.
 */
const OWNER = { name: 'Ornella Bassi', email: 'ornella.bassi@example.it', phone: '333 135 7911' };
const FEEDBACK = 'Luminosa e silenziosa, ci pensa con la moglie';

/**
 * Neither the page scrolls sideways nor anything on it is cut off at the phone's right edge. The width is the
 * phone's (360), not the window's: a phone's browser widens its layout to a page that is wider than the screen.
 */
async function expectNoSidewaysScroll(page: Page) {
  const phoneWidth = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneWidth);
  const cutOff = await page.evaluate(
    (width) =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`),
    phoneWidth,
  );
  expect(cutOff).toEqual([]);
}

test.describe("the owner's page @phone", () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let valuationId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    valuationId = await leadThroughChat(request, OWNER, { preferred_time: 'pomeriggio' });
  });

  test('the result page fits a phone, its explanation included', async ({ page }) => {
    // A visitor without an owner session who has the result in this tab, as after the chat.
    await page.addInitScript(
      ([id, name]) => sessionStorage.setItem('valuationRangeData', JSON.stringify({ valuationId: id, propertyData: {}, userData: { name } })),
      [valuationId, OWNER.name],
    );
    await page.goto(RESULT_PATH);
    await expect(page.getByRole('heading', { name: 'Come abbiamo calcolato la stima' })).toBeVisible();
    await expect(page.getByText('Le correzioni per le caratteristiche della casa')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the estimate e-mail opens the owner’s page, the mandate brings the viewings, and a move reaches the agency', async ({ page, browser }) => {
    await expect.poll(async () => (await mailsTo(OWNER.email, 'valuation_result')).length).toBeGreaterThan(0);
    const [estimateMail] = await mailsTo(OWNER.email, 'valuation_result');
    const link = ownerLinkIn(estimateMail!);
    expect(link).not.toBeNull();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'La mia casa', level: 1 })).toBeVisible();
    // The token leaves the address bar once used.
    await expect(page).toHaveURL(/\/area-venditore$/);
    await expect(page.getByTestId('owner-estimate-range')).toContainText('€');
    await expect(page.getByRole('heading', { name: 'Come abbiamo calcolato la stima' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'I tuoi appuntamenti' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Coming back to the result page on this device leads to the owner's page.
    await page.goto(RESULT_PATH);
    await expect(page).toHaveURL(/\/area-venditore$/);

    // The agency: the appointment confirmed, the mandate, a viewing published from the lead's card.
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(staff);
    const [contact] = await queryDatabase<{ id: number }>('SELECT id FROM contacts WHERE email = ? ORDER BY id DESC', [OWNER.email]);
    const [appointment] = await queryDatabase<{ id: number }>('SELECT id FROM appointments WHERE email = ? ORDER BY id DESC', [OWNER.email]);
    const { assignees } = (await (await staff.request.get('/api/admin/appointments/assignees')).json()) as AppointmentAssigneesResponse;
    const confirmed = await staff.request.patch(`/api/admin/appointments/${appointment!.id}`, {
      data: { action: 'confirm', date: turinDay(5).iso, time: '10:00', assigneeId: assignees[0]!.id, location: 'Via Nizza 12, Torino' },
    });
    expect(confirmed.status()).toBe(200);
    const mandate = await staff.request.put(`/api/admin/contacts/${contact!.id}/outcome`, { data: { outcome: 'mandate', mandatePrice: 315_000 } });
    expect(mandate.status()).toBe(200);

    await staff.goto(`/admin/contatti/${contact!.id}`);
    await staff.getByRole('tab', { name: 'Visite' }).click();
    await staff.getByRole('button', { name: 'Nuova visita' }).click();
    await staff.getByLabel('Data').fill(turinDay(0).iso);
    await staff.getByLabel("Nome dell'acquirente").fill('Marco');
    await staff.getByRole('radio').nth(3).click();
    await staff.getByLabel('Feedback').fill(FEEDBACK);
    await staff.getByRole('button', { name: 'Salva' }).click();
    await expect(staff.getByText(FEEDBACK)).toBeVisible();

    // The owner's page is now the selling dashboard, with the viewing; the owner's mailbox has it too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'La vendita della tua casa' })).toBeVisible();
    await expect(page.getByText('315.000 €')).toBeVisible();
    await expect(page.getByText(FEEDBACK)).toBeVisible();
    await expect(page.getByLabel('Interesse 4 su 5')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await expect.poll(async () => (await mailsTo(OWNER.email, 'owner_viewing_feedback')).length).toBe(1);

    // The owner asks to move the appointment.
    await page.getByRole('button', { name: 'Sposta' }).click();
    const form = page.getByRole('form', { name: "Sposta l'appuntamento" });
    await form.getByLabel('Nuovo giorno').fill(turinDay(7).iso);
    await form.getByLabel('Fascia oraria').selectOption('mattina');
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByTestId('owner-request')).toContainText("In attesa di risposta dall'agenzia");
    await expectNoSidewaysScroll(page);

    // 'Esci' ends the session on this device: the page asks for the e-mail again, and gives one answer to any.
    await page.getByRole('button', { name: 'Esci', exact: true }).click();
    const signInForm = page.getByRole('form', { name: "Entra nell'area venditore" });
    await expect(signInForm).toBeVisible();
    await page.reload();
    await signInForm.getByLabel('La tua e-mail').fill('nessuno.mai.visto@example.it');
    await signInForm.getByRole('button', { name: 'Mandami il link' }).click();
    await expect(page.getByRole('status')).toHaveText(OWNER_LINK_SENT_MESSAGE);
    await expectNoSidewaysScroll(page);

    // The agency's 'Appuntamenti' shows it.
    await staff.goto('/admin');
    await sidebarLink(staff, 'Appuntamenti').click();
    const row = staff.getByRole('row').filter({ hasText: OWNER.name });
    await expect(row.getByText('Richiesta del cliente')).toBeVisible();
    await expect(row.getByText(`Il cliente chiede di spostarlo a ${turinDay(7).shown}`)).toBeVisible();
    await staff.close();
  });
});
