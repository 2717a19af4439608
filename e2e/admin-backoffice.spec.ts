import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/admin-session';
import { leadThroughChat, unsupportedCityRequest } from './support/chat-lead';
import { chooseOption } from './support/select';
import { sidebar, sidebarLink } from './support/sidebar';

/**
 * The back office as staff use it, on leads made the way owners make them: through the public chat and its
 * contact form. The test files share one server, so every assertion looks for these leads by their own names.
 */
const OTTAVIA = { name: 'Ottavia Lombardi', email: 'ottavia.lombardi@example.it', phone: '333 765 4321' };
const ETTORE = { name: 'Ettore Ferraris', email: 'ettore.ferraris@example.it', phone: '+39 347 111 2222' };

test.describe('the back office on leads from the public chat', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    await leadThroughChat(request, OTTAVIA, { preferred_time: 'pomeriggio' });
    await leadThroughChat(request, ETTORE);
    await unsupportedCityRequest(request, { nome: 'Greta', cognome: 'Fontana', citta: 'Cuneo' });
  });

  /** The number a dashboard card shows. */
  async function cardFigure(page: Page, title: string): Promise<number> {
    const text = await page.getByLabel(title, { exact: true }).locator('.ant-statistic-content').innerText();
    return Number(text.replace(/\./g, '').replace(',', '.').replace('%', ''));
  }

  async function searchContacts(page: Page, term: string) {
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).fill(term);
    await page.getByRole('searchbox', { name: 'Cerca contatti' }).press('Enter');
  }

  test('the dashboard counts the chats, valuations and forms, and shows the latest leads', async ({ page }) => {
    await signIn(page);
    // The back office opens on 'Da fare'; the dashboard is one entry of the sidebar.
    await expect(page.getByRole('heading', { name: 'Da fare', level: 1 })).toBeVisible();
    await sidebarLink(page, 'Dashboard').click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Ultimi contatti')).toBeVisible();
    expect(await cardFigure(page, 'Chat avviate')).toBeGreaterThanOrEqual(2);
    expect(await cardFigure(page, 'Valutazioni effettuate')).toBeGreaterThanOrEqual(2);
    expect(await cardFigure(page, 'Form completati')).toBeGreaterThanOrEqual(2);
    await expect(page.getByLabel('Tasso di conversione', { exact: true })).toContainText('%');
    await expect(page.getByRole('link', { name: ETTORE.name }).first()).toBeVisible();
    // A request for a call is not coming up until staff confirm it (e2e/admin-appointments.spec.ts).
    const appointments = page.locator('.ant-card', { hasText: 'Prossimi appuntamenti' });
    await expect(appointments.getByRole('link', { name: 'Tutti gli appuntamenti' })).toBeVisible();
    await page.getByRole('link', { name: 'Vedi tutti' }).click();
    await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('finds a lead, changes its status and lead type, writes a note and reads the conversation', async ({ page }) => {
    await signIn(page, '/admin/contatti');
    await searchContacts(page, 'lombardi');
    const row = page.getByRole('row', { name: new RegExp(OTTAVIA.name) });
    await expect(row).toBeVisible();
    await expect(page.getByText('1 contatto', { exact: true })).toBeVisible();
    await expect(row).toContainText('Nuovo');
    await expect(row).toContainText('Da classificare');
    await expect(row).toContainText('€');
    await row.getByRole('button', { name: `Dettagli di ${OTTAVIA.name}` }).click();

    await expect(page.getByRole('heading', { name: OTTAVIA.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: OTTAVIA.email }).first()).toHaveAttribute('href', `mailto:${OTTAVIA.email}`);
    await expect(page.getByText(/^Registrato il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();

    await chooseOption(page, page.getByLabel('Stato del contatto'), 'Contattato');
    await expect(page.getByText('Contatto aggiornato').first()).toBeVisible();
    await chooseOption(page, page.getByLabel('Tipo di lead'), 'Alto interesse');
    await expect(page.getByText('Contatto aggiornato').first()).toBeVisible();
    await expect(page.getByLabel('Tipo di lead').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Alto interesse');

    await page.getByLabel('Nuova nota').fill('Richiamare giovedì mattina');
    await page.getByRole('button', { name: 'Aggiungi nota' }).click();
    await expect(page.getByRole('list', { name: 'Attività' })).toContainText('Richiamare giovedì mattina');
    await expect(page.getByLabel('Nuova nota')).toHaveValue('');

    await page.getByRole('tab', { name: 'Appuntamenti (1)' }).click();
    await expect(page.getByText('Da richiamare: Pomeriggio (14:00-18:00)')).toBeVisible();
    await expect(page.getByText('Richiesto', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Immobile' }).click();
    await expect(page.getByText('Valore stimato', { exact: true })).toBeVisible();
    await expect(page.getByText('Appartamento in condominio', { exact: true })).toBeVisible();
    await expect(page.getByText('Come è stata calcolata la stima')).toBeVisible();

    await page.getByRole('tab', { name: 'Conversazione' }).click();
    const conversation = page.getByRole('log', { name: 'Conversazione' });
    await expect(conversation.getByText('Via Nizza 120', { exact: true })).toBeVisible();
    await expect(conversation.getByText(/^Ecco il valore stimato/)).toBeVisible();

    // The list reads the new values, the lead type in the card's word.
    await page.getByRole('link', { name: '← Torna ai contatti' }).click();
    const updated = page.getByRole('row', { name: new RegExp(OTTAVIA.name) });
    await expect(updated).toContainText('Contattato');
    await expect(updated).toContainText('Alto interesse');
  });

  test('exports the contacts as a CSV for Excel', async ({ page }) => {
    await signIn(page, '/admin/contatti');
    // The file opens in a new tab, which Chromium turns into a download of this page.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contatti_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('ID;Data;Nome;Email;Telefono;Stato;Tipo lead');
    expect(text).toContain(`;${OTTAVIA.name};${OTTAVIA.email};${OTTAVIA.phone};Contattato;Alto interesse;Torino;`);
    // The phone as typed: the formula guard's apostrophe is for free text only.
    expect(text).toContain(`;${ETTORE.name};${ETTORE.email};${ETTORE.phone};`);
  });

  test('deletes a lead after an explicit confirmation', async ({ page }) => {
    await signIn(page, '/admin/contatti');
    await searchContacts(page, 'ferraris');
    await page.getByRole('button', { name: `Elimina ${ETTORE.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Elimina contatto' });
    await expect(dialog).toContainText(`Stai per eliminare il contatto ${ETTORE.name} e tutte le sue valutazioni.`);
    await expect(dialog).toContainText("L'operazione non può essere annullata.");
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText(`Il contatto ${ETTORE.name} è stato eliminato.`)).toBeVisible();
    await expect(page.getByText('Nessun contatto trovato')).toBeVisible();
    await page.getByRole('button', { name: 'Cancella ricerca' }).click();
    await expect(page.getByRole('row', { name: new RegExp(OTTAVIA.name) })).toBeVisible();
  });

  test("browses the owners and reads one owner's card with tabs, consent badge and transcript preview", async ({ page }) => {
    await signIn(page, '/admin/users');
    await expect(page.getByText('Utenti totali', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Pagina 1 di \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill('OTTAVIA');
    await page.getByRole('button', { name: `Dettagli di ${OTTAVIA.name}` }).click();
    await expect(page.getByRole('heading', { name: OTTAVIA.name, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Consenso dato/)).toBeVisible();
    await page.getByRole('tab', { name: 'Valutazioni' }).click();
    await expect(page.getByText('Completata', { exact: true }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Conversazioni' }).click();
    await expect(page.getByRole('button', { name: /^\+ altri \d+ messaggi$/ })).toBeVisible();

    await page.goto('/admin/users/abc');
    await expect(page.getByText('ID utente non valido')).toBeVisible();
    await page.goto('/admin/users/987654');
    await expect(page.getByText('Utente non trovato')).toBeVisible();
  });

  test('works the requests from towns not covered: status and notes', async ({ page }) => {
    await signIn(page, '/admin/citta-non-supportate');
    const row = page.getByRole('row', { name: /Greta Fontana/ });
    await expect(row).toContainText('Cuneo');
    await chooseOption(page, row.getByLabel('Status di Greta Fontana'), 'Contattato');
    await expect(page.getByText('Status aggiornato')).toBeVisible();
    await row.getByRole('button', { name: 'Note di Greta Fontana' }).click();
    await page.getByLabel('Note admin').fill('Passare il contatto al partner di Cuneo');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Note aggiornate')).toBeVisible();
  });

  test('shows the seller and assistance pages with their counters and empty states', async ({ page }) => {
    await signIn(page, '/admin/contatti-venditori');
    for (const counter of ['Totale', 'Nuovi', 'Contattati', 'Chiusi']) await expect(page.getByLabel(counter, { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Cerca contatti venditori' }).fill('nessuno-con-questo-nome');
    await expect(page.getByText('Nessun contatto trovato')).toBeVisible();
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    await expect(page.getByText('Non ci sono contatti da esportare con i filtri attuali')).toBeVisible();

    await sidebarLink(page, 'Assistenza').click();
    await page.getByRole('searchbox', { name: 'Cerca richieste' }).fill('nessuno-con-questo-nome');
    await expect(page.getByText('Nessuna richiesta di assistenza trovata')).toBeVisible();
    // The export is the server's file of the period, downloaded from a new tab as the contacts' is.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^assistenze_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toMatch(/^\uFEFFID;Data richiesta;/);
  });

  test('brings back the login screen when the session has expired, and logs out', async ({ page }) => {
    await signIn(page, '/admin/contatti');
    // The list has loaded (no call of this screen is still on its way) before the session goes.
    await expect(page.getByText(/^\d+ contatt[oi]$/)).toBeVisible();
    await page.context().clearCookies();
    await sidebarLink(page, 'Utenti').click();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();

    await signIn(page, '/admin');
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Sei stato disconnesso con successo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });
});

test('on a phone, the menu lives behind the header button @phone', async ({ page }) => {
  await signIn(page, '/admin');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await sidebarLink(page, 'Contatti').click();
  await expect(page.getByRole('heading', { name: 'Contatti', level: 1 })).toBeVisible();
});
