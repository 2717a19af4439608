import { expect, test } from '@playwright/test';
import { signIn } from './support/admin-session';
import { calendarPart, confirmationsTo, turinDay } from './support/appointments';
import { leadThroughChat } from './support/chat-lead';
import { chooseOption } from './support/select';
import { sidebarLink } from './support/sidebar';

/**
 * The team at work: the titolare invites a consulente (the temporary password is shown once: the e2e server
 * has no mail server), assigns a lead from the public chat to them; the consulente signs in with that
 * password, must choose a new one before anything else, ticks 'Solo i miei' and finds the lead, sees no Team
 * screen, confirms the owner's request for a call with a date (the owner's e-mail carries the calendar file)
 * and finds it on the dashboard.
 */
const OWNER = { name: 'Rosalba Cerutti', email: 'rosalba.cerutti@example.it', phone: '333 246 8101' };
const CONSULENTE = { name: 'Giulia Consulente', email: 'giulia.consulente@e2e.valutacasa.it' };

test.describe('the team', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await leadThroughChat(request, OWNER, { preferred_time: 'pomeriggio' });
  });

  // Set by the titolare's part, used by the consulente's (the describe is serial).
  let password = '';

  test('a titolare invites a consulente and assigns them a chat lead', async ({ page }) => {
    await signIn(page, '/admin/team');
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Invita membro' }).click();
    const invitation = page.getByRole('dialog', { name: 'Invita un membro del team' });
    await invitation.getByLabel('Email').fill(CONSULENTE.email);
    await invitation.getByLabel('Nome').fill(CONSULENTE.name);
    await invitation.getByRole('button', { name: 'Invita' }).click();

    const notice = page.getByRole('dialog', { name: 'Password temporanea' });
    await expect(notice).toContainText(CONSULENTE.email);
    password = (await notice.getByLabel('Password temporanea').innerText()).trim();
    // Four groups of four letters and digits, none that reads as another (no l, I, 1, O, 0).
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('row', { name: new RegExp(CONSULENTE.email) })).toContainText('Attivo');

    await sidebarLink(page, 'Contatti').click();
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).fill(OWNER.name);
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).press('Enter');
    // The lead is also on the unfiltered first page: open it from the searched list, as the back link is checked.
    await expect(page).toHaveURL(/\/admin\/contatti\?cerca=Rosalba/);
    await page
      .getByRole('row', { name: new RegExp(OWNER.name) })
      .getByRole('button', { name: `Dettagli di ${OWNER.name}` })
      .click();
    await expect(page.getByRole('heading', { name: OWNER.name, level: 1 })).toBeVisible();
    // Opening a new lead marks it read.
    await expect(page.getByLabel('Stato del contatto').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Letto');
    await chooseOption(page, page.getByLabel('Assegnato a'), CONSULENTE.name);
    await expect(page.getByText(`Assegnato a ${CONSULENTE.name}`).first()).toBeVisible();

    // Back to the same list: the search is still there.
    await page.getByRole('link', { name: '← Torna ai contatti' }).click();
    await expect(page).toHaveURL(/\/admin\/contatti\?cerca=Rosalba/);
    await expect(page.getByRole('row', { name: new RegExp(OWNER.name) })).toContainText(CONSULENTE.name);
  });

  test('the consulente finds the lead under Solo i miei and confirms its appointment', async ({ browser }) => {
    expect(password, 'the titolare part ran first and showed the temporary password').not.toBe('');
    const consulenteContext = await browser.newContext();
    try {
      const consulente = await consulenteContext.newPage();
      await consulente.goto('/admin/contatti');
      await consulente.getByLabel('Email').fill(CONSULENTE.email);
      await consulente.getByLabel('Password').fill(password);
      await consulente.getByRole('button', { name: 'Accedi' }).click();
      // A second sign-in (scrypt) and a cold page on a shared machine: more room than the default.
      await expect(consulente.getByText('Login effettuato')).toBeVisible({ timeout: 20_000 });
      // A temporary password: nothing but choosing a new one, checked by the rules, before the back office.
      await expect(consulente.getByRole('heading', { name: 'Scegli una nuova password', level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(sidebarLink(consulente, 'Contatti')).toHaveCount(0);
      await consulente.getByLabel('Password temporanea').fill(password);
      await consulente.getByLabel('Nuova password', { exact: true }).fill('qwerty123456');
      await consulente.getByLabel('Ripeti la nuova password').fill('qwerty123456');
      await consulente.getByRole('button', { name: 'Salva e continua' }).click();
      await expect(consulente.getByText("Questa password è tra le più usate: scegline un'altra.")).toBeVisible();
      await consulente.getByLabel('Nuova password', { exact: true }).fill('giulia vende case in collina');
      await consulente.getByLabel('Ripeti la nuova password').fill('giulia vende case in collina');
      await consulente.getByRole('button', { name: 'Salva e continua' }).click();
      await expect(consulente.getByText('Password cambiata')).toBeVisible({ timeout: 20_000 });
      await expect(consulente.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(sidebarLink(consulente, 'Team')).toHaveCount(0);
      await expect(consulente.getByRole('button', { name: 'Esporta CSV' })).toHaveCount(0);

      // The box reflects the address, so it turns checked once the URL has changed.
      await consulente.getByRole('checkbox', { name: 'Solo i miei' }).click();
      await expect(consulente).toHaveURL(/assegnato=me/);
      await expect(consulente.getByRole('checkbox', { name: 'Solo i miei' })).toBeChecked();
      await expect(consulente.getByText('1 contatto', { exact: true })).toBeVisible();
      await expect(consulente.getByRole('row', { name: new RegExp(OWNER.name) })).toBeVisible();

      // The consulente works the owner's request for a call: a date, a time, and they go themself.
      const day = turinDay(3);
      await sidebarLink(consulente, 'Appuntamenti').click();
      const request = consulente.getByRole('row').filter({ hasText: OWNER.name });
      await request.getByRole('button', { name: /^Conferma appuntamento/ }).click();
      const dialog = consulente.getByRole('dialog', { name: 'Conferma appuntamento' });
      await dialog.getByLabel('Data').fill(day.iso);
      await dialog.getByLabel('Ora').fill('16:30');
      await chooseOption(consulente, dialog.getByLabel('Chi va'), CONSULENTE.name);
      await dialog.getByRole('button', { name: 'Conferma', exact: true }).click();
      await expect(request.getByText('Confermato', { exact: true })).toBeVisible();

      await expect.poll(async () => (await confirmationsTo(OWNER.email)).length).toBe(1);
      const ics = calendarPart((await confirmationsTo(OWNER.email))[0]!);
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toMatch(new RegExp(`DTSTART:${day.iso.replace(/-/g, '')}T1[45]3000Z`));

      await sidebarLink(consulente, 'Dashboard').click();
      const upcoming = consulente.locator('.ant-card', { hasText: 'Prossimi appuntamenti' });
      await expect(upcoming.getByRole('link', { name: OWNER.name })).toBeVisible();
      await expect(upcoming.getByText(`${day.shown} 16:30`)).toBeVisible();
    } finally {
      await consulenteContext.close();
    }
  });
});
