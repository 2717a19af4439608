import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { LEAD_TYPE_LABELS } from '@valuta/shared/leads';
import { PUBLIC_TIME_SLOT_LABELS } from '@valuta/shared/time-slots';
import { headerOf, startSmtpServer } from '../api/src/test/smtp-server';
import { E2E_ADMIN } from './support/admin';
import { signIn } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { leadThroughChat, type Owner } from './support/chat-lead';
import { startFreshServer } from './support/fresh-server';
import { expectSetupChecklistAfterSignIn } from './support/setup-checklist';

/**
 * The first minutes of an agency, as issue 27 walked them: a fresh install, the titolare signs in and lands on
 * 'Da fare' under 'Per iniziare', whose first step (the agency e-mail) is still to do; an owner finishes the chat
 * asking to be called in the morning; the titolare's mailbox has the new lead (no agency e-mail is saved yet); the
 * lead is first in 'Da fare' with the window the owner was promised; the agent logs 'Non risponde' and saves the
 * proposed next action, adds two notes that both stay; the list and the card call the lead's type by the same
 * word. Once on a desk (1440 px) and once on a phone (390 px), each on a server of its own started fresh.
 */
const MORNING = PUBLIC_TIME_SLOT_LABELS.mattina;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startFreshServer>>;

test.beforeEach(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  server = await startFreshServer({ smtpUrl: smtp.url });
});

test.afterEach(async () => {
  await server?.stop();
  await smtp?.close();
});

/** What the owner does on the public site, against the fresh server. */
async function ownerAsksForMorningCall(owner: Owner) {
  const request = await playwrightRequest.newContext({ baseURL: server.origin });
  try {
    await leadThroughChat(request, owner, { preferred_time: 'mattina' });
  } finally {
    await request.dispose();
  }
}

async function walkTheFirstMinutes(page: Page, owner: Owner, { phone }: { phone: boolean }) {
  await signIn(page, `${server.origin}/admin`);
  // A fresh install has no agency e-mail: it is the checklist's next step, with why, and the toast is not over it.
  const checklist = await expectSetupChecklistAfterSignIn(page, { nextAction: "Inserisci l'e-mail" });
  await expect(checklist.getByRole('listitem').first()).toContainText('Qui arrivano i nuovi contatti');
  await expect(checklist.getByRole('listitem').first()).not.toContainText('Fatto');
  // Below it, 'Da fare', with nothing to do yet.
  await expect(page.getByRole('heading', { name: 'Da fare', level: 1 })).toBeVisible();
  await expect(page.getByText(/Niente da fare adesso/)).toBeVisible();

  await ownerAsksForMorningCall(owner);
  const mail = await smtp.waitForMatch((email) => email.to.includes(E2E_ADMIN.email) && headerOf(email, 'Subject').includes(owner.name), 20_000);
  expect(mail, 'the new-lead e-mail in the titolare’s mailbox').toBeDefined();
  expect(headerOf(mail!, 'Subject')).toContain(`Nuovo contatto: ${owner.name}`);

  // 'Da fare' looks again when the window comes back to the front; a reload is not needed, nor done here.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const queue = page.getByRole('list', { name: 'Da fare' });
  const first = queue.getByRole('listitem').first();
  await expect(first).toHaveAttribute('aria-label', owner.name, { timeout: 40_000 });
  await expect(first).toContainText(`Richiamata: ${MORNING}`);
  await expect(first.getByRole('link', { name: `Chiama: ${owner.name}` })).toHaveAttribute('href', /^tel:\+39/);
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('link', { name: owner.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: owner.name, level: 1 })).toBeVisible();
  const request = page.getByLabel('Richiesta del proprietario');
  await expect(request).toContainText(MORNING);

  await request.getByRole('button', { name: 'Registra chiamata' }).click();
  await page.getByRole('radio', { name: 'Non risponde' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Registra chiamata' }).click();
  const proposal = page.getByRole('dialog').filter({ hasText: 'Ti proponiamo la prossima azione' });
  await expect(proposal.getByLabel('Giorno')).not.toHaveValue('');
  await proposal.getByRole('button', { name: 'Salva prossima azione' }).click();
  await expect(proposal).toBeHidden();
  await expect(page.getByLabel('Prossima azione', { exact: true })).toContainText(/Chiamare · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  const timeline = page.getByRole('list', { name: 'Attività' });
  await expect(timeline).toContainText('Chiamata: Non risponde');
  for (const note of ['Prima nota: squilla a vuoto', 'Seconda nota: riprovare domattina']) {
    await page.getByLabel('Nuova nota').fill(note);
    await page.getByRole('button', { name: 'Aggiungi nota' }).click();
    await expect(timeline).toContainText(note);
  }
  await expect(timeline).toContainText('Prima nota: squilla a vuoto');
  await expect(timeline.getByRole('listitem').first()).toContainText('Seconda nota: riprovare domattina');

  // The lead's type reads the same word on the card and in the list.
  const cardType = (await page.getByLabel('Tipo di lead').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').innerText()).trim();
  expect(Object.values(LEAD_TYPE_LABELS)).toContain(cardType);
  await page.goto(`${server.origin}/admin/contatti`);
  // On a phone the list's records are blocks of a list, not rows of a table (components/RecordBlocks.tsx).
  const row = phone
    ? page.getByRole('list', { name: 'Contatti' }).getByRole('listitem').filter({ hasText: owner.name })
    : page.getByRole('row', { name: new RegExp(owner.name) });
  await expect(row).toContainText(cardType);
  await expect(row).toContainText('Chiamare ·');
}

test.describe('who to call next, on a desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a fresh install: the new lead is first in Da fare, a missed call proposes the next action, notes add up', async ({ page }) => {
    await walkTheFirstMinutes(page, { name: 'Anna Verdi', email: 'anna.verdi@example.it', phone: '333 765 4321' }, { phone: false });
  });
});

test.describe('who to call next, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the same walk at 390 px, in rows that fit the screen', async ({ page }) => {
    await walkTheFirstMinutes(page, { name: 'Bruno Neri', email: 'bruno.neri@example.it', phone: '347 111 2233' }, { phone: true });
  });
});
