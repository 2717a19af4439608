import { expect, test, type Page } from '@playwright/test';
import type { ValuationRangeData } from '@valuta/shared/chat';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryDatabase } from './support/database';
import { EURO_RANGE, OWNER, chatDriver, openResultPageOfNewValuation, sendContactForm } from './support/chat';

/**
 * The valuation chat, the result page and the conversation after the estimate, against the real server, as a
 * visitor uses them in Chromium.
 */

async function startFromHome(page: Page, city: string) {
  await page.goto('/');
  await page.getByLabel("Città o indirizzo dell'immobile").fill(city);
  await page.getByRole('button', { name: 'Inizia Valutazione' }).click();
  await expect(page).toHaveURL(`/valutazione-range?city=${encodeURIComponent(city)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Valutazione Immobiliare' })).toBeVisible();
  await expect(page.getByText('Scopri il valore del tuo immobile in pochi passaggi')).toBeVisible();
}

const progress = (page: Page) => page.getByRole('progressbar');

test.describe('valuation chat', () => {
  test('a flat in Torino, from the home page to the result page', async ({ page }) => {
    test.slow(); // a whole conversation, on a shared 2-core machine
    await startFromHome(page, 'Torino');
    const chat = chatDriver(page);
    // The city typed on the home page is the first answer, sent by itself.
    await expect(chat.log.locator('[data-speaker="user"]').first()).toHaveText('Tu: Torino');
    await expect(chat.lastMessage()).toContainText("Qual è l'indirizzo");
    await expect(page.getByPlaceholder('Scrivi qui la tua risposta...')).toBeVisible();

    await chat.say('Via Nizza 120');
    await expect(chat.lastMessage()).toContainText('Via Nizza 120, Torino (TO)');
    await expect(chat.lastMessage()).toContainText(/Lat \d+\.\d{6}/);
    await expect(chat.lastMessage()).toContainText(/Lng \d+\.\d{6}/);
    // Buttons are reachable from the keyboard, and the focus comes back to the input afterwards.
    await chat.log.getByRole('button', { name: 'Sì', exact: true }).focus();
    await page.keyboard.press('Enter');
    await chat.settled();
    await expect(chat.input).toBeFocused();
    // The detailed path: sixteen answers, the bar an seventeenth each until the choice, then the rest shared.
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '27');

    // The quartiere: a few buttons, not a wall of 34; the type-ahead finds the others from a few letters.
    await expect(chat.lastMessage()).toContainText('quartiere');
    expect(await chat.lastMessage().getByRole('button').count()).toBeLessThanOrEqual(8);
    await chat.input.fill('san salv');
    const suggestions = page.getByRole('group', { name: 'Suggerimenti' });
    await expect(suggestions.getByRole('button').first()).toHaveText('San Salvario');
    const before = await chat.log.locator('[data-speaker="user"]').count();
    await suggestions.getByRole('button', { name: 'San Salvario' }).click();
    await expect(chat.log.locator('[data-speaker="user"]')).toHaveCount(before + 1);
    await expect(chat.lastMessage()).toContainText('tipo di immobile');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '36');

    await chat.press('Appartamento');
    await expect(chat.lastMessage()).toContainText('metri quadri');
    await chat.surface('90');
    await expect(chat.log.locator('[data-speaker="user"]').last()).toHaveText('Tu: 90');
    await expect(chat.lastMessage()).toContainText('A che piano');
    await chat.floor('3° piano');
    await expect(chat.log.locator('[data-speaker="user"]').last()).toHaveText('Tu: 3° piano');
    await chat.press('Sì');
    await chat.press('Buono');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '81');
    await chat.press('Aggiungi dettagli');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '84');
    await chat.press('3');
    await chat.press('1');
    await chat.press('Balcone');
    await chat.press('No');
    await expect(chat.lastMessage()).toContainText('In che anno');
    await chat.year('1975');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '95');
    await expect(page.getByText('Inserimento dati')).toBeVisible();
    await chat.press('D');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '97');

    // Data complete: Amelia asks for the contacts and the form replaces the input.
    await expect(chat.lastMessage()).toContainText('contatti');
    const form = page.getByRole('form', { name: 'I tuoi contatti' });
    await expect(form).toBeVisible();
    await expect(chat.input).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Scopri la valutazione' }).click();
    await expect(form.getByText('Il nome è obbligatorio')).toBeVisible();
    await expect(form.getByText('Email non valida')).toBeVisible();
    await expect(form.getByText('Numero di telefono non valido')).toBeVisible();
    await expect(form.getByText("Devi accettare l'informativa sulla privacy per continuare")).toBeVisible();
    // Each marketing consent is its own box, unticked, and not required.
    await expect(form.getByLabel(/comunicazioni promozionali via e-mail/)).not.toBeChecked();
    await expect(form.getByLabel(/comunicazioni promozionali via WhatsApp/)).not.toBeChecked();

    await sendContactForm(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ciao ${OWNER.name}, la valutazione del tuo immobile è:`);
    await expect(page.getByTestId('valuation-range')).toHaveText(EURO_RANGE);
    // No mail server is configured for the e2e server: the page makes no claim about an e-mail.
    await expect(page.getByText('Ti abbiamo inviato la valutazione anche via e-mail.')).toHaveCount(0);
    await expect(page.getByText(/L'intervallo è indicativo/)).toBeVisible();
    // How the estimate was reached, in the owner's words: zone price and source, corrections, the range's width.
    const explanation = page.getByRole('region', { name: 'Come abbiamo calcolato la stima' });
    await expect(explanation.getByRole('heading', { name: 'Come abbiamo calcolato la stima' })).toBeVisible();
    await expect(explanation.getByText(/^Prezzo di zona: .* €\/m² in media per San Salvario \(Torino\)/)).toBeVisible();
    await expect(explanation.getByRole('row', { name: /Piano e ascensore/ })).toBeVisible();
    await expect(explanation.getByText(/^La forbice è del ±/)).toBeVisible();
    await expect(page.getByTestId('valuation-message')).toContainText('Ecco il valore stimato per il tuo immobile');
    await expect(page.getByText('Valutazione completata ✓')).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');

    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('valuationRangeData') ?? 'null') as ValuationRangeData | null);
    expect(stored).toMatchObject({ valuationId: expect.any(String), userData: { name: OWNER.name, email: OWNER.email } });
    expect(stored?.propertyData).toMatchObject({ city: 'Torino', squareMeters: 90 });
    await expectNoSeriousA11yViolations(page);

    // The sample report: 10 pages, a full-screen view that the arrow keys turn and Escape closes.
    const report = page.getByRole('region', { name: 'Esempio di report di valutazione' });
    await report.scrollIntoViewIfNeeded();
    await expect(report.getByText('Pagina 1 di 10')).toBeVisible();
    await expect(report.getByRole('button', { name: /^Vai alla pagina/ })).toHaveCount(10);
    await report.getByRole('button', { name: 'Pagina 1 di 10: apri a schermo intero' }).click();
    const viewer = page.getByRole('dialog', { name: /Report di esempio a schermo intero/ });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', /^Report di esempio, pagina 1 di 10/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', /^Report di esempio, pagina 3 di 10/);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('Pagina 2 di 10')).toBeVisible();
    const loaded = await viewer.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    expect(loaded).toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(report.getByText('Pagina 2 di 10')).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla Home', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('a flat in a belt comune, answered in words', async ({ page }) => {
    test.slow(); // a whole conversation, on a shared 2-core machine
    await startFromHome(page, 'Moncalieri');
    const chat = chatDriver(page);
    await expect(chat.lastMessage()).toContainText("Qual è l'indirizzo");
    await chat.say('Corso Roma 10');
    await expect(chat.lastMessage()).toContainText('Moncalieri (TO)');
    await chat.press('Sì');
    // The fast path in a belt comune (no quartiere): nine answers, a tenth of the bar each.
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '30');
    await chat.say('un trilocale');
    await chat.say('circa 75 mq');
    await chat.say('secondo piano');
    await chat.press('Non so');
    await chat.press('Da ristrutturare');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '80');
    await expect(chat.log.getByRole('button', { name: 'Aggiungi dettagli' })).toBeVisible();
    await chat.say('vedi la stima');
    await expect(page.getByRole('form', { name: 'I tuoi contatti' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '90');
    expect(chat.answered + 1, 'answers from the comune to the contact form').toBeLessThanOrEqual(10);

    await sendContactForm(page, { name: 'Anna Bianchi', email: 'anna.bianchi@example.it', phone: '011 5550000' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao Anna Bianchi, la valutazione del tuo immobile è:');
    await expect(page.getByTestId('valuation-range')).toHaveText(EURO_RANGE);
    await expect(page.getByText(/Moncalieri/).first()).toBeVisible();

    // Refine after the estimate: the details the fast path skipped; the new range is on the page and in the back office.
    const firstRange = await page.getByTestId('valuation-range').textContent();
    await page.getByRole('button', { name: 'Rendi la stima più precisa' }).click();
    const refine = page.getByRole('form', { name: 'Rendi la stima più precisa' });
    await expect(refine.getByLabel(/Locali/)).toHaveCount(0); // "un trilocale" already said it
    await refine.getByLabel('Bagni').selectOption('2');
    await refine.getByLabel('Terrazzo').check();
    await refine.getByLabel('Box auto di proprietà').selectOption('si');
    await refine.getByLabel('Anno di costruzione').fill('2012');
    await refine.getByLabel('Classe energetica').selectOption('B');
    await refine.getByRole('button', { name: 'Ricalcola la stima' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stima aggiornata' })).toBeVisible();
    const newRange = (await page.getByTestId('valuation-range').textContent()) ?? '';
    expect(newRange).toMatch(EURO_RANGE);
    expect(newRange).not.toBe(firstRange);
    const newMin = newRange.split(' - ')[0]!.trim();

    const [lead] = await queryDatabase<{ id: number }>(
      "SELECT contacts.id FROM contacts JOIN valuations ON valuations.id = contacts.valuation_id WHERE contacts.email = 'anna.bianchi@example.it' ORDER BY contacts.id DESC",
    );
    // Signed in through the API (the login screen has its own tests): the page shares the session cookie.
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
    await page.goto(`/admin/contatti/${lead!.id}`);
    await page.getByRole('tab', { name: 'Immobile' }).click();
    const versions = page.locator('.ant-card-small').filter({ hasText: 'Versioni della stima' });
    await expect(versions).toBeVisible();
    await expect(versions.getByRole('row')).toHaveCount(3);
    await expect(versions.getByRole('row').nth(1)).toContainText(newMin.replace(/\s/g, ' ').split(' ')[0]!);
    await expect(versions).toContainText('Classe energetica: non indicato → B');
  });

  test('an unsupported comune ends in the request form, the thank-you overlay and the home page', async ({ page }) => {
    test.slow(); // a whole conversation, on a shared 2-core machine
    await page.goto('/valutazione-range?city=Milano');
    const chat = chatDriver(page);
    await expect(chat.lastMessage()).toContainText('Milano');
    // A reload of the same address resumes the conversation: the town is not sent a second time.
    await page.reload();
    await expect(chat.log.locator('[data-speaker="user"]')).toHaveText(['Tu: Milano']);
    const form = page.getByRole('form', { name: 'Richiesta di valutazione' });
    await expect(form.getByLabel('Città')).toHaveValue('Milano');
    await expect(chat.input).toBeHidden();

    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(form.getByText('Il nome deve contenere almeno 2 caratteri')).toBeVisible();
    await expect(form.getByText('Inserisci una motivazione di almeno 5 caratteri')).toBeVisible();

    await form.getByLabel('Nome', { exact: true }).fill('Lucia');
    await form.getByLabel('Cognome').fill('Verdi');
    await form.getByLabel('Email').fill('lucia.verdi@example.it');
    await form.getByLabel('Telefono').fill('333 7654321');
    await form.getByLabel('Perché vuoi una valutazione?').fill('Vorrei vendere entro l’anno');
    await form.getByLabel(/Ho letto e accetto/).check();
    await form.getByRole('button', { name: 'Invia richiesta' }).click();

    await expect(page.getByTestId('toast')).toContainText('Richiesta inviata');
    await expect(page.getByTestId('toast')).toContainText('Ti contatteremo non appena sarà possibile valutare immobili nella tua città.');
    // The request is this path's last step: the bar completes rather than stand still under the thank-you.
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(page.locator('#chat-progress-title')).toHaveText('Richiesta inviata ✓');
    const overlay = page.getByRole('dialog', { name: 'Grazie per la tua richiesta!' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Torna alla Home' })).toBeFocused();
    await page.waitForURL('/', { timeout: 15_000 });
  });

  test('the second dialog takes only a name and a phone for an unsupported comune', async ({ page }) => {
    await page.goto('/valutazione-range?city=Bologna');
    await page.getByRole('button', { name: 'Lascia solo nome e telefono' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ti richiamiamo noi' });
    await expect(dialog.getByLabel('Comune')).toHaveValue('Bologna');
    await dialog.getByRole('button', { name: 'Richiamatemi' }).click();
    await expect(dialog.getByText('Il nome deve contenere almeno 3 caratteri')).toBeVisible();
    await expect(dialog.getByText('Inserisci una descrizione di almeno 10 caratteri')).toBeVisible();
    await dialog.getByLabel('Nome e cognome').fill('Paolo Neri');
    await dialog.getByLabel('Telefono').fill('333 1112223');
    await dialog.getByLabel('Descrivi il tuo immobile').fill('Bilocale di 60 m² vicino alla stazione');
    await dialog.getByLabel(/Ho letto e accetto/).check();
    await dialog.getByRole('button', { name: 'Richiamatemi' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Richiesta inviata');
    await expect(page.getByRole('dialog', { name: 'Grazie per la tua richiesta!' })).toBeVisible();
    // This request ends the path too: the bar is full, not left at a third.
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(page.locator('#chat-progress-title')).toHaveText('Richiesta inviata ✓');
  });

  test('a reload resumes the conversation where it was', async ({ page }) => {
    await page.goto('/valutazione-range');
    const chat = chatDriver(page);
    await expect(chat.lastMessage()).toContainText('In quale comune');
    await chat.say('Torino');
    await chat.say('Via Roma 50');
    await expect(chat.lastMessage()).toContainText('Via Roma 50');
    const before = await chat.log.locator('[data-speaker]').count();

    await page.reload();
    await expect(chat.log.locator('[data-speaker]')).toHaveCount(before);
    await expect(chat.log.locator('[data-speaker="user"]').first()).toHaveText('Tu: Torino');
    await expect(chat.lastMessage()).toContainText(/Lat \d+\.\d{6}/);
    await chat.press('Sì');
    await expect(chat.log.locator('[data-speaker="user"]').last()).toHaveText('Tu: Sì');
  });

  test('"Riprova" after a failed start keeps the town typed on the home page', async ({ page }) => {
    await page.route('**/api/chat/start', (route) => route.fulfill({ status: 503, json: { error: 'Servizio non disponibile' } }));
    await page.goto('/valutazione-range?city=Moncalieri');
    const retry = page.getByRole('button', { name: 'Riprova' });
    await expect(retry).toBeVisible();
    await page.unroute('**/api/chat/start');
    await retry.click();
    const chat = chatDriver(page);
    await expect(chat.log.locator('[data-speaker="user"]')).toHaveText(['Tu: Moncalieri']);
    await expect(chat.lastMessage()).toContainText("Qual è l'indirizzo");
  });

  test('the chat has no serious accessibility violations', async ({ page }) => {
    await page.goto('/valutazione-range?city=Torino');
    const chat = chatDriver(page);
    await chat.say('Via Nizza 120');
    await expect(chat.lastMessage()).toContainText('Via Nizza 120');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('result page', () => {
  test('without a valuation saved in the tab it goes to the home page', async ({ page }) => {
    await page.goto('/thank-you-range');
    await expect(page).toHaveURL('/');
  });

  test('an unknown valuation shows that it is not yet available', async ({ page }) => {
    await page.goto('/');
    const unknown: ValuationRangeData = {
      valuationId: 'AAAAAAAAAAAAAAAAAAAAA',
      propertyData: {},
      userData: { id: 1, name: 'Mario', email: 'm@example.it', phone: '333' },
    };
    await page.evaluate((data) => sessionStorage.setItem('valuationRangeData', JSON.stringify(data)), unknown);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/valuation/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/thank-you-range');
    await expect(page.getByText('Caricamento valutazione...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Valutazione non ancora disponibile' })).toBeVisible();
  });
});

test.describe('after the estimate, without a model', () => {
  test('the scripted conversation leads to the appointment form, saved, thanks, then home after 6 s', async ({ page }) => {
    test.slow();
    await openResultPageOfNewValuation(page);
    const chat = chatDriver(page);
    await expect(page.getByTestId('valuation-message')).toContainText('Ecco il valore stimato per il tuo immobile');
    await expect(page.getByText('Valutazione completata ✓')).toBeVisible();
    await expect(chat.lastMessage()).toContainText('cosa ti ha spinto a richiedere una valutazione oggi');
    await expect(page.getByPlaceholder('Scrivi un messaggio...')).toBeVisible();
    // The start token is never shown.
    await expect(chat.log.getByText('__START__')).toHaveCount(0);

    await chat.press('Voglio vendere casa');
    await expect(chat.lastMessage()).toContainText('consulenza gratuita');
    await chat.say('sì, volentieri');
    await expect(chat.lastMessage()).toContainText('mattina');
    await chat.press('Pomeriggio (14:00-18:00)');

    const form = page.getByRole('form', { name: 'Prenota la consulenza gratuita' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Telefono')).toHaveValue(OWNER.phone);
    await expect(form.getByLabel('Pomeriggio (14:00-18:00)')).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Telefono').fill('12');
    await form.getByRole('button', { name: "Conferma l'appuntamento" }).click();
    await expect(form.getByText('Il numero di telefono deve essere di almeno 5 caratteri')).toBeVisible();
    await expect(form.getByText("È necessario accettare l'informativa sulla privacy")).toBeVisible();
    await form.getByLabel('Telefono').fill('011 5551234');
    await form.getByLabel(/Ho letto e accetto/).check();
    await form.getByLabel('Potete contattarmi anche su WhatsApp.').check();
    await form.getByRole('button', { name: "Conferma l'appuntamento" }).click();

    await expect(form).toBeHidden();
    await expect(chat.lastMessage()).toContainText('La tua richiesta di appuntamento è registrata');
    await expect(chat.lastMessage()).toContainText('011 5551234');
    await expect(page.getByText(/tornerai alla home page/)).toBeVisible();
    await expect(chat.input).toBeHidden();
    await page.waitForURL('/', { timeout: 15_000 });

    // The result stays on this device: a reload, another tab, show it with the booking, and stay there.
    for (const visit of [page, await page.context().newPage()]) {
      await visit.goto('/thank-you-range');
      await expect(visit.getByRole('heading', { level: 1 })).toHaveText(`Ciao ${OWNER.name}, la valutazione del tuo immobile è:`);
      const log = chatDriver(visit);
      await expect(log.lastMessage()).toContainText('La tua richiesta di appuntamento è registrata');
      await expect(visit.getByPlaceholder('Scrivi un messaggio...')).toHaveCount(0);
      await visit.reload();
      await expect(visit.getByTestId('valuation-range')).toHaveText(EURO_RANGE);
      await expect(visit).toHaveURL(/\/thank-you-range$/);
    }
  });

  test('a "no" closes politely with WhatsApp and a call, and a reload keeps the conversation', async ({ page }) => {
    await openResultPageOfNewValuation(page, { name: 'Giulia Verdi', email: 'giulia.verdi@example.it', phone: '339 8887777' });
    const chat = chatDriver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao Giulia Verdi, la valutazione del tuo immobile è:');
    await chat.press('Solo curiosità');
    await chat.press('No, grazie');
    await expect(chat.lastMessage()).toContainText('WhatsApp');
    await expect(page.getByRole('form', { name: 'Prenota la consulenza gratuita' })).toHaveCount(0);
    const shown = await chat.log.locator('[data-speaker]').allTextContents();

    await page.reload();
    await expect(chat.log.locator('[data-speaker]')).toHaveText(shown);
  });
});

test.describe('valuation chat on a phone @phone', () => {
  test('"terzo piano senza ascensore" typed at the floor question answers the lift too: the lift is never asked', async ({ page }) => {
    test.slow(); // a conversation to the contact form, on a shared 2-core machine
    await page.goto('/valutazione-range?city=Torino');
    const chat = chatDriver(page);
    await chat.press('Preferisco non indicarlo');
    await chat.press('San Salvario');
    await chat.press('Appartamento');
    await chat.say('90 metri');
    await expect(chat.lastMessage()).toContainText('A che piano');
    await chat.say('terzo piano senza ascensore');
    await expect(chat.lastMessage()).toContainText('Ho segnato: terzo piano, senza ascensore.');
    await expect(chat.lastMessage()).toContainText('In che stato');
    await chat.press('Buono');
    await chat.press('Vedi la stima');
    await expect(page.getByRole('form', { name: 'I tuoi contatti' })).toBeVisible();
    await expect(chat.log.getByText('C’è l’ascensore?')).toHaveCount(0);
    expect(chat.answered + 1, 'answers from the comune to the contact form').toBeLessThanOrEqual(8);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the chat fits a 360 px screen and its buttons stay usable', async ({ page }) => {
    await page.goto('/valutazione-range?city=Torino');
    const chat = chatDriver(page);
    await chat.say('Via Nizza 120');
    await chat.press('Sì');
    await expect(chat.lastMessage().getByRole('button').first()).toBeVisible();
    // The quartiere: a short list, not a wall of buttons, and a type-ahead that forgives a misspelt name.
    expect(await chat.lastMessage().getByRole('button').count()).toBeLessThanOrEqual(8);
    await chat.input.fill('crocceta');
    await expect(page.getByRole('group', { name: 'Suggerimenti' }).getByRole('button', { name: 'Crocetta' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Invia' })).toBeInViewport();
  });
});
