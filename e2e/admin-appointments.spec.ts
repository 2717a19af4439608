import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/admin-session';
import { leadThroughChat } from './support/chat-lead';
import { e2eRunFolder } from './support/database';

/**
 * An appointment worked in the back office: the owner asks for a call after the estimate, staff confirm it
 * with a day, a time and who goes, the owner's e-mail (written by the server to its data/mail folder) carries
 * the calendar file, and the dashboard lists it under 'Prossimi appuntamenti'.
 */
const OWNER = { name: 'Cesare Marchetti', email: 'cesare.marchetti@example.it', phone: '333 246 8101' };

/** A day on Turin's calendar, `days` from today, as 'YYYY-MM-DD' and as the back office shows it. */
function turinDay(days: number): { iso: string; shown: string; weekday: number } {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const iso = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
  return { iso, shown: `${parts.day}/${parts.month}/${parts.year}`, weekday };
}

/** The decoded body of the text/calendar part of a raw message. */
function calendarPart(raw: string): string | null {
  const match = /Content-Type: text\/calendar[^]*?(?:\r?\n){2}([^]*?)\r?\n--/i.exec(raw);
  if (!match) return null;
  const headers = raw.slice(match.index, match.index + match[0].length - match[1]!.length);
  const body = match[1]!;
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The confirmation e-mails the server wrote for the owner, newest last. */
async function confirmationsTo(email: string): Promise<string[]> {
  const folder = path.join(e2eRunFolder(), 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes('appointment_confirmed')).sort();
  const messages = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return messages.filter((message) => message.includes(email));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

test.describe('appointments in the back office', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await leadThroughChat(request, OWNER, { preferred_time: 'mattina' });
  });

  test('a request is confirmed with a date, the owner gets the .ics, and the dashboard lists it', async ({ page }) => {
    const day = turinDay(2);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Appuntamenti' }).click();
    await expect(page.getByRole('heading', { name: 'Appuntamenti', level: 1 })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: OWNER.name });
    await expect(row.getByText('Richiesto', { exact: true })).toBeVisible();
    await expect(row.getByText('Da richiamare: Mattina (9:00-12:00)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Conferma appuntamento/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Conferma appuntamento' });
    await dialog.getByLabel('Data').fill(day.iso);
    await dialog.getByLabel('Ora').fill('11:00');
    await choose(page, 'Chi va', E2E_ADMIN.email);
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
    expect(ics).toMatch(/UID:appuntamento-\d+@127\.0\.0\.1/);
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(ics).toMatch(new RegExp(`DTSTART:${day.iso.replace(/-/g, '')}T(09|10)0000Z`));
    expect(ics).toContain('SUMMARY:Appuntamento con');
    expect(ics).toContain('LOCATION:');

    // The week agenda shows it on its day.
    await page.getByText('Settimana', { exact: true }).click();
    const today = turinDay(0);
    if (day.weekday < today.weekday) await page.getByRole('button', { name: 'Settimana successiva →' }).click();
    const dayColumn = page.locator('section').filter({ hasText: '11:00' }).filter({ hasText: OWNER.name });
    await expect(dayColumn).toBeVisible();

    // The dashboard lists it among the confirmed appointments to come.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
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
