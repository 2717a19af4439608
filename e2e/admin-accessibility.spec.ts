import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { signIn } from './support/admin-session';
import { leadThroughChat } from './support/chat-lead';

/**
 * axe (default rules, WCAG 2.2 AA) on every back-office screen: the sign-in, every sidebar page and every tab of
 * a lead's card, on a desk (1440 px) and on a phone (390 px). Each screen is checked and the failures of all of
 * them are reported together, so one run names everything that is left. On a phone no screen scrolls sideways.
 */
const LEAD = { name: 'Lucia Accessibile', email: 'lucia.accessibile@example.it', phone: '333 444 5566' };
// The sidebar's pages (admin-desktop/src/renderer/src/app/navigation.ts), as the titolare sees them.
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

async function checkScreen(page: Page, screen: string, failures: string[], { phone }: { phone: boolean }) {
  for (const violation of await seriousA11yViolations(page)) failures.push(`${screen}: ${violation}`);
  if (phone) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) failures.push(`${screen}: scrolls sideways to ${width} px`);
  }
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
  await page.getByRole('link', { name: LEAD.name }).first().click();
  await expect(page.getByRole('heading', { name: LEAD.name, level: 1 })).toBeVisible();
  for (const tab of CARD_TABS) {
    // On a phone the sections are a group of buttons that wraps, each one tap away; on a desk, tabs.
    if (phone) {
      await page.getByRole('radiogroup', { name: 'Sezione della scheda' }).getByText(tab).click();
      await expect(page.getByRole('radio', { name: tab })).toBeChecked();
    } else {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await page.waitForLoadState('networkidle');
    await checkScreen(page, `Scheda contatto, ${String(tab)}`, failures, { phone });
  }
  expect(failures).toEqual([]);
}

test.describe('the back office passes axe', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await leadThroughChat(request, LEAD, { preferred_time: 'mattina' });
  });

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
