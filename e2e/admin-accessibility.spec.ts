import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { signIn } from './support/admin-session';
import { leadThroughChat } from './support/chat-lead';
import { sidebarLink } from './support/sidebar';

/**
 * axe (default rules, WCAG 2.2 AA) on every back-office screen: the sign-in, every sidebar page, every tab of a
 * lead's card (with the selling tabs of a lead in 'Mandato') and of an owner's card, on a desk (1440 px) and on a
 * phone (390 px). Each screen is checked and the failures of all of them are reported together, so one run names
 * everything that is left. On a phone no screen scrolls sideways, and tables are blocks of label and value pairs.
 */
const LEAD = { name: 'Lucia Accessibile', email: 'lucia.accessibile@example.it', phone: '333 444 5566' };
// The sidebar's pages (admin-desktop/src/renderer/src/app/navigation.tsx), as the titolare sees them.
const ADMIN_PAGES = [
  { path: '/', label: 'Da fare' },
  { path: '/per-iniziare', label: 'Per iniziare' },
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/contatti', label: 'Contatti' },
  { path: '/appuntamenti', label: 'Appuntamenti' },
  { path: '/contatti-venditori', label: 'Contatti Venditori' },
  { path: '/assistenza', label: 'Assistenza' },
  { path: '/citta-non-supportate', label: 'Città non supportate' },
  { path: '/precisione-stime', label: 'Precisione stime' },
  { path: '/users', label: 'Utenti' },
  { path: '/team', label: 'Team' },
  { path: '/registro-attivita', label: 'Registro attività' },
  { path: '/profilo', label: 'Il mio profilo' },
  { path: '/impostazioni-agenzia', label: 'Impostazioni agenzia' },
  { path: '/correzioni-zona', label: 'Correzioni di zona' },
] as const;
const CARD_TABS = ['Informazioni', 'Immobile', /^Appuntamenti/, 'Conversazione', 'Esito'] as const;
// The tabs a lead's card adds once its outcome is 'Mandato' (features/selling/SellingTabs.tsx), with the button
// opening the form of a new entry.
const SELLING_TABS = [
  { tab: 'Visite', add: 'Nuova visita' },
  { tab: 'Proposte', add: 'Nuova proposta' },
  { tab: 'Attività', add: 'Nuova attività' },
] as const;
const OWNER_TABS = ['Informazioni', 'Valutazioni', 'Contatti', 'Appuntamenti', 'Conversazioni'] as const;
// The columns of 'Contatti' and 'Utenti', which a phone shows as the labels of each record's block.
const CONTACT_LABELS = ['Arrivato', 'Nome', 'Contatti', 'Valutazione', 'Stato', 'Tipo lead', 'Prossima azione', 'Assegnato a', 'Azioni'];
const OWNER_LABELS = ['Nome', 'Email', 'Telefono', 'Registrato il', 'Valutazioni', 'Ultima valutazione', 'GDPR', 'Azioni'];

async function checkScreen(page: Page, screen: string, failures: string[], { phone }: { phone: boolean }) {
  for (const violation of await seriousA11yViolations(page)) failures.push(`${screen}: ${violation}`);
  if (phone) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) failures.push(`${screen}: scrolls sideways to ${width} px`);
  }
}

/**
 * On a phone a table's records are blocks (components/RecordBlocks.tsx): the list named as the table, and in
 * the block of `name` every column's label with its value; no table, nothing wider than the phone.
 */
async function expectRecordBlocks(page: Page, list: string, name: string, labels: string[]) {
  await expect(page.getByRole('table')).toHaveCount(0);
  const block = page.getByRole('list', { name: list, exact: true }).getByRole('listitem').filter({ hasText: name }).first();
  await expect(block.getByRole('term')).toHaveText(labels);
  await expect(block.getByRole('definition')).toHaveCount(labels.length);
  await expect(block.getByRole('definition').nth(labels.indexOf('Nome'))).toContainText(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The lead's outcome set to 'Mandato', with a viewing, an offer and an activity: the selling tabs show entries. */
async function giveMandate(page: Page, contactId: number) {
  const day = new Date().toISOString().slice(0, 10);
  const calls = [
    () => page.request.put(`/api/admin/contacts/${contactId}/outcome`, { data: { outcome: 'mandate', mandatePrice: 315_000 } }),
    () =>
      page.request.post(`/api/admin/contacts/${contactId}/selling/viewings`, {
        data: { date: day, buyer_first_name: 'Marco', interest: 4, feedback: 'Luminosa' },
      }),
    () => page.request.post(`/api/admin/contacts/${contactId}/selling/offers`, { data: { date: day, amount: 300_000, state: 'in_valutazione' } }),
    () => page.request.post(`/api/admin/contacts/${contactId}/selling/activities`, { data: { date: day, kind: 'portals', note: 'Idealista' } }),
  ];
  // One after the other: the entries need the mandate first.
  for (const call of calls) expect((await call()).ok()).toBe(true);
}

async function walkEveryScreen(page: Page, { phone }: { phone: boolean }) {
  const failures: string[] = [];
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await checkScreen(page, 'Accesso', failures, { phone });

  await signIn(page);
  for (const adminPage of ADMIN_PAGES) {
    await page.goto(`/admin${adminPage.path === '/' ? '' : adminPage.path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let the page's data arrive: axe judges what staff see, not the loading skeleton.
    await page.waitForLoadState('networkidle');
    await checkScreen(page, adminPage.label, failures, { phone });
  }

  await page.goto('/admin/contatti');
  await page.getByRole('searchbox', { name: 'Cerca contatti' }).fill('accessibile');
  await page.getByRole('searchbox', { name: 'Cerca contatti' }).press('Enter');
  if (phone) await expectRecordBlocks(page, 'Contatti', LEAD.name, CONTACT_LABELS);
  // On a phone the name in the lead's block opens the card, as the table's row does on a desk.
  await page.getByRole('link', { name: LEAD.name }).first().click();
  await expect(page.getByRole('heading', { name: LEAD.name, level: 1 })).toBeVisible();
  await walkTabs(page, 'Scheda contatto', CARD_TABS, failures, { phone });

  const contactId = Number(/\/contatti\/(\d+)/.exec(page.url())?.[1]);
  await giveMandate(page, contactId);
  await page.reload();
  for (const { tab, add } of SELLING_TABS) {
    await walkTabs(page, 'Scheda contatto', [tab], failures, { phone });
    await page.getByRole('button', { name: add }).click();
    await checkScreen(page, `Scheda contatto, ${tab}, ${add}`, failures, { phone });
  }

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill('accessibile');
  if (phone) await expectRecordBlocks(page, 'Utenti', LEAD.name, OWNER_LABELS);
  await page
    .getByRole('button', { name: `Dettagli di ${LEAD.name}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: LEAD.name, level: 1 })).toBeVisible();
  await walkTabs(page, 'Scheda utente', OWNER_TABS, failures, { phone });
  expect(failures).toEqual([]);
}

/** Opens each of a card's `tabs` and checks what it shows. */
async function walkTabs(page: Page, card: string, tabs: readonly (string | RegExp)[], failures: string[], { phone }: { phone: boolean }) {
  for (const tab of tabs) {
    // The tabs wrap: on a phone too each one is in sight, one tap away.
    const button = page.getByRole('tab', { name: tab, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await checkScreen(page, `${card}, ${String(tab)}`, failures, { phone });
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await leadThroughChat(request, LEAD, { preferred_time: 'mattina' });
});

test.describe('the back office passes axe', () => {
  test.describe.configure({ timeout: 240_000 });

  test.describe('on a desk', () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test('every screen and card tab at 1440 px', async ({ page }) => {
      await walkEveryScreen(page, { phone: false });
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('every screen and card tab at 390 px, none scrolling sideways', async ({ page }) => {
      await walkEveryScreen(page, { phone: true });
    });
  });
});

/** Presses `key` until `target` has focus, as someone with only a keyboard would; fails after `most` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 40) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('the back office with a keyboard only', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('signs in, skips to the content, reaches Contatti with Tab and Enter, opens a lead and walks its tabs', async ({ page }) => {
    await page.goto('/admin');
    await pressUntilFocused(page, 'Tab', page.getByLabel('Email'));
    await page.keyboard.type(E2E_ADMIN.email);
    await pressUntilFocused(page, 'Tab', page.getByLabel('Password'));
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    // Focus lands on the page's heading, not on the body.
    await expect(page.getByRole('heading', { name: 'Da fare', level: 1 })).toBeFocused();

    // The page's first Tab stop is the skip link, before the sidebar, and it leads to the heading.
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await pressUntilFocused(page, 'Shift+Tab', skip);
    expect(await skip.evaluate((link) => link === document.querySelector('a[href], button, input, [tabindex="0"]'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Da fare', level: 1 })).toBeFocused();

    // Every page of the sidebar is its own Tab stop: back from the heading to 'Contatti', then Enter.
    await pressUntilFocused(page, 'Shift+Tab', sidebarLink(page, 'Contatti'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeFocused();
    await expect(sidebarLink(page, 'Contatti')).toHaveAttribute('aria-current', 'page');

    await pressUntilFocused(page, 'Tab', page.getByRole('searchbox', { name: 'Cerca contatti' }));
    await page.keyboard.type('accessibile');
    await page.keyboard.press('Enter');
    const lead = page.getByRole('link', { name: LEAD.name }).first();
    await expect(lead).toBeVisible();
    await pressUntilFocused(page, 'Tab', lead);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: LEAD.name, level: 1 })).toBeFocused();

    // The card's tabs: one Tab stop, then the arrows walk them all.
    const first = page.getByRole('tab', { name: 'Informazioni' });
    await pressUntilFocused(page, 'Tab', first, 80);
    for (const tab of CARD_TABS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: tab })).toBeFocused();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    }
  });
});
