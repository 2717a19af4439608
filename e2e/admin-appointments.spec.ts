import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { calendarPart, confirmationsTo, turinDay } from './support/appointments';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/admin-session';
import { leadThroughChat } from './support/chat-lead';
import { sidebarLink } from './support/sidebar';

/**
 * An appointment worked in the back office: the owner asks for a call after the estimate, staff confirm it
 * with a day, a time and who goes, the owner's e-mail (written by the server to its data/mail folder) carries
 * the calendar file, and the dashboard lists it under 'Prossimi appuntamenti'.
 */
const OWNER = { name: 'Cesare Marchetti', email: 'cesare.marchetti@example.it', phone: '333 246 8101' };

test.describe('appointments in the back office', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await leadThroughChat(request, OWNER, { preferred_time: 'mattina' });
  });

  test('a request is confirmed with a date, the owner gets the .ics, and the dashboard lists it', async ({ page }) => {
    const day = turinDay(2);
    await signIn(page);
    await sidebarLink(page, 'Appuntamenti').click();
    await expect(page.getByRole('heading', { name: 'Appuntamenti', level: 1 })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: OWNER.name });
    await expect(row.getByText('Richiesto', { exact: true })).toBeVisible();
    await expect(row.getByText('Da richiamare: Mattina (9:00-12:00)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Conferma appuntamento/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Conferma appuntamento' });
    await dialog.getByLabel('Data').fill(day.iso);
    await dialog.getByLabel('Ora').fill('11:00');
    // Nobody goes yet: the dialog proposes the member who confirms.
    await expect(dialog.getByLabel('Chi va').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(E2E_ADMIN.email);
    // A fresh install has no agency address to default to: the place is said here.
    await dialog.getByLabel('Luogo').fill('Via Nizza 12, Torino');
    await dialog.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(page.getByText('Appuntamento aggiornato')).toBeVisible();
    await expect(row.getByText('Confermato', { exact: true })).toBeVisible();
    await expect(row.getByText(`${day.shown} 11:00`)).toBeVisible();

    // The owner's e-mail, as the server wrote it, carries the calendar file.
    await expect.poll(async () => (await confirmationsTo(OWNER.email)).length).toBe(1);
    const [message] = await confirmationsTo(OWNER.email);
    expect(message).toContain(`To: ${OWNER.email}`);
    expect(message).toMatch(/filename="?appuntamento\.ics/);
    const ics = calendarPart(message!);
    expect(ics).not.toBeNull();
    expect(ics).toContain('BEGIN:VEVENT');
    // A random identity per appointment, not its row id: another database never hands it out again.
    expect(ics).toMatch(/UID:[0-9a-f-]{32,36}@127\.0\.0\.1/);
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(ics).toMatch(new RegExp(`DTSTART:${day.iso.replace(/-/g, '')}T(09|10)0000Z`));
    expect(ics).toContain('SUMMARY:Appuntamento con');
    expect(ics).toContain('LOCATION:Via Nizza 12\\, Torino');

    // The week agenda shows it on its day.
    await page.getByText('Settimana', { exact: true }).click();
    const today = turinDay(0);
    if (day.weekday < today.weekday) await page.getByRole('button', { name: 'Settimana successiva →' }).click();
    const dayColumn = page.locator('section').filter({ hasText: '11:00' }).filter({ hasText: OWNER.name });
    await expect(dayColumn).toBeVisible();

    // The dashboard lists it among the confirmed appointments to come.
    await sidebarLink(page, 'Dashboard').click();
    const upcoming = page.locator('.ant-card', { hasText: 'Prossimi appuntamenti' });
    await expect(upcoming.getByRole('link', { name: OWNER.name })).toBeVisible();
    await expect(upcoming.getByText(`${day.shown} 11:00`)).toBeVisible();
    await expect(upcoming.getByText('Confermato', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Funnel della chat' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The lead's card shows it with its state, and the first change by staff is still to come.
    await upcoming.getByRole('link', { name: OWNER.name }).click();
    await page.getByRole('tab', { name: 'Appuntamenti (1)' }).click();
    await expect(page.getByRole('tabpanel').getByText('Confermato', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(`Chi va: ${E2E_ADMIN.email}`)).toBeVisible();
  });
});
