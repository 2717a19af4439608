import { expect, test, type Page } from '@playwright/test';
import type { ApiErrorBody } from '@valuta/shared/http-client';
import { leadThroughChat } from './support/chat-lead';
import { queryDatabase } from './support/database';

/** A unique e-mail per run, so the database checks find this test's row. */
const unique = (name: string) => `${name}.${Date.now()}@example.it`;

/** A failure as the API answers it, for route.fulfill: typed, so a change of the shape fails the type-check. */
function apiFailure(status: number, body: ApiErrorBody) {
  return { status, contentType: 'application/json', body: JSON.stringify(body) };
}

/** Collects the texts of window.alert, accepting each. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

test.describe('seller landing form', () => {
  test('shows the form’s messages, alerts for privacy, then stores the lead and thanks', async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.goto('/landingvenditori');
    const form = page.locator('#prenota');
    await form.getByLabel('Nome e cognome *').fill('A');
    await form.getByLabel('Email *').fill('non-valida');
    await form.getByLabel('Telefono *').fill('123');
    await form.getByRole('button', { name: 'Prenota la consulenza gratuita' }).click();
    await expect(form.getByText('Il nome deve essere di almeno 2 caratteri')).toBeVisible();
    await expect(form.getByText("Inserisci un'email valida")).toBeVisible();
    await expect(form.getByText('Il numero di telefono deve essere di almeno 6 caratteri')).toBeVisible();
    await expect.poll(() => alerts).toEqual(['Devi accettare la privacy policy per continuare']);

    const email = unique('venditore');
    await form.getByLabel('Nome e cognome *').fill('Giulia Ferrero');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Telefono *').fill('333 123 4567');
    await form.getByLabel("Indirizzo dell'immobile").fill('Via Nizza 142, Torino');
    await form.getByLabel(/Accetto la privacy policy/).check();
    await form.getByRole('button', { name: 'Prenota la consulenza gratuita' }).click();
    await expect(page).toHaveURL('/thank-you-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie! Ti contatteremo entro 24 ore');
    await expect(page.getByRole('link', { name: 'Prenota consulenza' })).toHaveAttribute('href', '/consulenza-gratuita');

    const rows = await queryDatabase('SELECT full_name, phone, property_address, privacy_accepted FROM seller_contacts WHERE email = ?', [email]);
    expect(rows).toEqual([{ full_name: 'Giulia Ferrero', phone: '333 123 4567', property_address: 'Via Nizza 142, Torino', privacy_accepted: 1 }]);
  });

  test('tells the visitor when the connection fails', async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.route('**/api/seller-contacts', (route) => route.abort('internetdisconnected'));
    await page.goto('/landingvenditori');
    const form = page.locator('#prenota');
    await form.getByLabel('Nome e cognome *').fill('Giulia Ferrero');
    await form.getByLabel('Email *').fill(unique('offline'));
    await form.getByLabel('Telefono *').fill('333 123 4567');
    await form.getByLabel(/Accetto la privacy policy/).check();
    await form.getByRole('button', { name: 'Prenota la consulenza gratuita' }).click();
    await expect.poll(() => alerts).toEqual(['Errore di connessione. Controlla la connessione internet e riprova.']);
    await expect(page).toHaveURL('/landingvenditori');
  });
});

test.describe('assistance dialog and toasts', () => {
  test('validates, sends, shows the success toast and stores the request', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Richiedi assistenza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi assistenza' });
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    for (const message of [
      'Il nome è obbligatorio',
      'Email non valida',
      'Numero di telefono non valido',
      'Il messaggio è troppo breve',
      "È necessario accettare l'informativa sulla privacy",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    const email = unique('assistenza');
    await dialog.getByLabel('Nome *', { exact: true }).fill('Paolo Bianchi');
    await dialog.getByLabel('Email *').fill(email);
    await dialog.getByLabel('Telefono *').fill('011 123456');
    await dialog.getByLabel('Messaggio *').fill('Vorrei sapere se valutate anche box auto.');
    await dialog.getByLabel(/Ho letto e accetto/).check();
    await dialog.getByLabel(/via e-mail/).check();
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Richiesta inviata');
    await expect(toast).toContainText('La tua richiesta è stata inviata con successo. Verrai contattato a breve.');
    await expect(dialog).toBeHidden();

    // F8 moves the focus to the notifications; the close button dismisses the toast.
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifiche (F8)' }).locator('ol')).toBeFocused();
    await toast.getByRole('button', { name: 'Chiudi la notifica' }).click();
    await expect(toast).toHaveCount(0);

    const rows = await queryDatabase('SELECT name, consent_email, consent_whatsapp FROM assistance_requests WHERE email = ?', [email]);
    expect(rows).toEqual([{ name: 'Paolo Bianchi', consent_email: 1, consent_whatsapp: 0 }]);
  });

  test('a failed request shows the server message in an error toast, and a newer toast replaces it', async ({ page }) => {
    const unavailable = 'Servizio momentaneamente non disponibile.';
    await page.route('**/api/assistenza/richiesta', (route) =>
      route.fulfill(apiFailure(503, { error: unavailable, message: unavailable, code: 'service_unavailable' })),
    );
    await page.goto('/contatti');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Richiedi assistenza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi assistenza' });
    await dialog.getByLabel('Nome *', { exact: true }).fill('Paolo Bianchi');
    await dialog.getByLabel('Email *').fill('paolo@example.it');
    await dialog.getByLabel('Telefono *').fill('011 123456');
    await dialog.getByLabel('Messaggio *').fill('Vorrei sapere se valutate anche box auto.');
    await dialog.getByLabel(/Ho letto e accetto/).check();
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(/Errore.*Servizio momentaneamente non disponibile\./);
    await expect(dialog).toBeVisible();

    await page.route('**/api/assistenza/richiesta', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Si è verificato un errore durante l'invio della richiesta");
  });
});

test.describe('booking page', () => {
  test('is pre-filled from the link, validates, books and stores', async ({ page }) => {
    await page.goto('/prenota-consulenza?firstName=Anna&lastName=Conti&valuation=320.000%20%E2%82%AC&comune=Moncalieri');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anna, prenota la tua consulenza');
    const form = page.getByRole('form', { name: 'Prenota una consulenza' });
    await expect(form.getByLabel('Nome *', { exact: true })).toHaveValue('Anna');
    await expect(form.getByLabel('Cognome *')).toHaveValue('Conti');
    await expect(form.getByLabel('Valore stimato *')).toHaveValue('320.000 €');
    await expect(form.getByLabel("Comune dell'immobile *")).toHaveValue('Moncalieri');

    await form.getByLabel('Telefono *').fill('333 12');
    await form.getByRole('button', { name: 'Prenota la consulenza' }).click();
    await expect(form.getByText('Email non valida')).toBeVisible();
    await expect(form.getByText('Numero di telefono non valido')).toBeVisible();
    await expect(form.getByText('Seleziona un orario preferito')).toBeVisible();
    await expect(form.getByText('È necessario accettare il trattamento dei dati personali')).toBeVisible();

    const email = unique('prenotazione');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Telefono *').fill('+39 333 765 4321');
    await form.getByLabel('Pomeriggio (14:00-18:00)').check();
    await form.getByLabel('Potete contattarmi anche su WhatsApp').check();
    await form.getByLabel(/Acconsento al trattamento/).check();
    await form.getByRole('button', { name: 'Prenota la consulenza' }).click();
    await expect(page.getByTestId('toast')).toContainText("Prenotazione confermata!Ti contatteremo presto per confermare l'appuntamento.");
    await expect(form.getByLabel('Nome *', { exact: true })).toHaveValue('');

    const rows = await queryDatabase('SELECT first_name, comune, valuation, requested_time, whatsapp_ok FROM bookings WHERE email = ?', [email]);
    expect(rows).toEqual([{ first_name: 'Anna', comune: 'Moncalieri', valuation: '320.000 €', requested_time: 'pomeriggio', whatsapp_ok: 1 }]);
  });

  test('the estimate e-mail links to it with the valuation id only, and it fills itself in from the server', async ({ page, request }) => {
    const owner = { name: 'Lucia Ferri', email: unique('prenota.dal.link'), phone: '333 246 8101' };
    const valuationId = await leadThroughChat(request, owner);
    const [email] = await queryDatabase<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE kind = 'valuation_result' AND to_address = ?",
      [owner.email],
    );
    const link = /https?:\/\/\S*prenota-consulenza\S*/.exec(email!.text_body)?.[0];
    expect(new URL(link!).search).toBe(`?valutazione=${valuationId}`);

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucia, prenota la tua consulenza');
    const form = page.getByRole('form', { name: 'Prenota una consulenza' });
    await expect(form.getByLabel('Nome *', { exact: true })).toHaveValue('Lucia');
    await expect(form.getByLabel('Cognome *')).toHaveValue('Ferri');
    await expect(form.getByLabel('Valore stimato *')).toHaveValue(/^\d{1,3}(\.\d{3})+\s€$/);
    await expect(form.getByLabel("Comune dell'immobile *")).toHaveValue('Torino');
  });

  test('a refused booking shows the error title', async ({ page }) => {
    const internal = 'Si è verificato un errore interno. Riprova più tardi.';
    await page.route('**/api/book-appointment', (route) =>
      route.fulfill(apiFailure(500, { error: internal, message: internal, code: 'internal_error' })),
    );
    await page.goto('/prenota-consulenza?firstName=Anna&lastName=Conti&valuation=300000&comune=Torino');
    const form = page.getByRole('form', { name: 'Prenota una consulenza' });
    await form.getByLabel('Email *').fill('anna@example.it');
    await form.getByLabel('Telefono *').fill('3337654321');
    await form.getByLabel('Mattina (9:00-13:00)').check();
    await form.getByLabel(/Acconsento al trattamento/).check();
    await form.getByRole('button', { name: 'Prenota la consulenza' }).click();
    await expect(page.getByTestId('toast')).toContainText('Errore nella prenotazione');
  });
});

test.describe('partner application and house-change consultation', () => {
  test('the partner form validates, confirms and stores the application', async ({ page }) => {
    await page.goto('/diventa-partner');
    const form = page.getByRole('form', { name: 'Candidati come partner' });
    await form.getByRole('button', { name: 'Invia la candidatura' }).click();
    for (const message of [
      'Il nome deve contenere almeno 2 caratteri',
      'Il cognome deve contenere almeno 2 caratteri',
      'Inserisci un indirizzo email valido',
      'Inserisci un numero di telefono valido',
      'Inserisci la città',
      'Inserisci una motivazione di almeno 5 caratteri',
      "Devi accettare l'informativa sulla privacy per continuare",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const email = unique('partner');
    await form.getByLabel('Nome *', { exact: true }).fill('Marco');
    await form.getByLabel('Cognome *').fill('Russo');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Telefono *').fill('347 000 1122');
    await form.getByLabel('Città in cui lavori *').fill('Chieri');
    await form.getByLabel('Perché vuoi lavorare con noi? *').fill('Otto anni sulla collina torinese, cerco esclusive.');
    await form.getByLabel(/Ho letto e accetto/).check();
    await form.getByRole('button', { name: 'Invia la candidatura' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Grazie Marco, candidatura ricevuta!' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Richiesta inviata con successo!');
    const rows = await queryDatabase('SELECT first_name, city, status FROM partner_applications WHERE email = ?', [email]);
    expect(rows).toEqual([{ first_name: 'Marco', city: 'Chieri', status: 'nuovo' }]);
  });

  test('without a calendar the house-change page books through our form', async ({ page }) => {
    await page.goto('/cambio-casa-strat1');
    const form = page.getByRole('form', { name: 'Prenota la consulenza cambio casa' });
    await form.getByRole('button', { name: 'Prenota 30 minuti gratuiti' }).click();
    await expect(form.getByText('Devi accettare la privacy policy per continuare')).toBeVisible();
    const email = unique('cambio');
    await form.getByLabel('Nome *', { exact: true }).fill('Luca');
    await form.getByLabel('Cognome *').fill('Gallo');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Telefono *').fill('3331234567');
    await form.getByLabel('Ora preferita').selectOption('10:30');
    await form.getByLabel(/Accetto la privacy policy/).check();
    await form.getByRole('button', { name: 'Prenota 30 minuti gratuiti' }).click();
    await expect(page.getByTestId('toast')).toContainText('Appuntamento confermato');
    await expect(page.getByTestId('toast')).toContainText('entro 24 ore');
    const rows = await queryDatabase('SELECT first_name, appointment_time, privacy_accepted FROM consultation_requests WHERE email = ?', [email]);
    expect(rows).toEqual([{ first_name: 'Luca', appointment_time: '10:30', privacy_accepted: 1 }]);
  });
});

test.describe('forms on a phone @phone', () => {
  test('the seller form works at 360 px', async ({ page }) => {
    collectAlerts(page);
    await page.goto('/landingvenditori');
    const form = page.locator('#prenota');
    const email = unique('telefono');
    await form.getByLabel('Nome e cognome *').fill('Sara Colombo');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Telefono *').fill('3471234567');
    await form.getByLabel(/Accetto la privacy policy/).check();
    await form.getByRole('button', { name: 'Prenota la consulenza gratuita' }).click();
    await expect(page).toHaveURL('/thank-you-page');
    expect(await queryDatabase('SELECT id FROM seller_contacts WHERE email = ?', [email])).toHaveLength(1);
  });
});
