import { describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '@valuta/shared/api-errors';
import { HttpError, type ApiErrorBody } from '@valuta/shared/http-client';
import { SaveFailedError } from './downloads';
import { FAILURES, INLINE_FAILURE, failureNotice } from './failures';

/** The error the HTTP client throws for an answer of the API's error shape. */
function apiFailure(status: number, body: ApiErrorBody) {
  return new HttpError(status, '', JSON.stringify(body));
}

const refusal = (message: string, code: ApiErrorCode, fields?: Record<string, string>): ApiErrorBody => ({
  error: message,
  message,
  code,
  ...(fields ? { fields } : {}),
});

describe('what a failure tells the user', () => {
  it("shows the catalogue's text, or the server's own where the catalogue says so", () => {
    const failed = apiFailure(500, refusal('Si è verificato un errore interno. Riprova più tardi.', 'internal_error'));
    expect(failureNotice(failed, { failure: FAILURES.assistanceStatus })).toEqual({
      title: 'Errore',
      description: 'Impossibile aggiornare lo stato',
    });

    const notFound = apiFailure(404, refusal('Contatto venditore non trovato.', 'not_found'));
    expect(failureNotice(notFound, { failure: FAILURES.sellerDelete })).toEqual({ title: 'Errore', description: 'Contatto venditore non trovato.' });
    expect(failureNotice(new HttpError(500, 'Internal Server Error', ''), { failure: FAILURES.sellerDelete })).toEqual({
      title: 'Errore',
      description: "Errore durante l'eliminazione",
    });
  });

  it('says nothing for a 401 of an admin call, since the login screen comes back; a wrong password is shown', () => {
    const unauthorized = apiFailure(401, refusal('Accesso non autorizzato. Effettua il login.', 'unauthorized'));
    expect(failureNotice(unauthorized, { failure: FAILURES.contactUpdate })).toBeNull();
    expect(failureNotice(unauthorized, undefined)).toBeNull();

    const wrongPassword = apiFailure(401, refusal('Email o password non corretti.', 'unauthorized'));
    expect(failureNotice(wrongPassword, { failure: FAILURES.login })).toEqual({
      title: 'Errore di accesso',
      description: 'Email o password non corretti.',
    });
  });

  it('says the server cannot be reached, whatever the form, when no answer came from the API', () => {
    const unreachable = { title: 'Impostazioni non salvate', description: 'Impossibile raggiungere il server. Controlla la connessione e riprova.' };
    // No answer at all (offline, the server down), a proxy's gateway error without the API's body, and the
    // desktop app's main process telling that the configured server does not answer.
    expect(failureNotice(new HttpError(0, '', ''), { failure: FAILURES.agencySettingsSave })).toEqual(unreachable);
    expect(failureNotice(new HttpError(502, 'Bad Gateway', '<html>nginx</html>'), { failure: FAILURES.agencySettingsSave })).toEqual(unreachable);
    const desktop = JSON.stringify({ error: 'Il server non risponde.', message: 'Il server non risponde.', code: 'server_unreachable' });
    expect(failureNotice(new HttpError(502, '', desktop), { failure: FAILURES.agencySettingsSave })).toEqual(unreachable);
    expect(failureNotice(new HttpError(0, '', ''), { failure: FAILURES.login })).toEqual({
      title: 'Errore di accesso',
      description: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    });
    // The API's own 503 says what it says.
    const busy = apiFailure(503, refusal('Servizio momentaneamente non disponibile. Riprova più tardi.', 'service_unavailable'));
    expect(failureNotice(busy, { failure: FAILURES.sellerDelete })?.description).toBe('Servizio momentaneamente non disponibile. Riprova più tardi.');
  });

  it('asks to check the marked fields only when the server refused some', () => {
    const refused = apiFailure(400, refusal('Il ruolo è obbligatorio', 'validation_error', { 'team.0.role': 'Il ruolo è obbligatorio' }));
    expect(failureNotice(refused, { failure: FAILURES.agencySettingsSave })?.description).toBe('Controlla i campi evidenziati e riprova.');
    const failed = apiFailure(500, refusal('Si è verificato un errore interno. Riprova più tardi.', 'internal_error'));
    expect(failureNotice(failed, { failure: FAILURES.agencySettingsSave })?.description).toBe(
      'Non è stato possibile salvare le impostazioni. Riprova più tardi.',
    );
  });

  it('tells the rate limit by its status or its code, with the server’s words on when to retry', () => {
    const limited = apiFailure(429, refusal('Troppi tentativi di accesso. Riprova tra 5 minuti.', 'rate_limit_exceeded'));
    expect(failureNotice(limited, { failure: FAILURES.unsupportedCityNotes })).toEqual({
      title: 'Errore',
      description: 'Troppi tentativi di accesso. Riprova tra 5 minuti.',
    });
    // A proxy's 429 without the API's body is a rate limit too, told in the back office's own words.
    expect(failureNotice(new HttpError(429, 'Too Many Requests', ''), { failure: FAILURES.unsupportedCityNotes })).toEqual({
      title: 'Errore',
      description: 'Troppe richieste in poco tempo. Attendi qualche secondo e riprova.',
    });
    // A text that merely mentions a 429 is no rate limit.
    const mentions = apiFailure(500, refusal('Errore 429: too many requests al provider', 'internal_error'));
    expect(failureNotice(mentions, { failure: FAILURES.unsupportedCityNotes })).toEqual({
      title: 'Errore',
      description: 'Non è stato possibile aggiornare le note.',
    });
  });

  it('leaves to the form the fields it marks itself, and toasts any other refusal', () => {
    const tooLong = apiFailure(
      400,
      refusal('Il testo inserito è troppo lungo', 'validation_error', { adminNotes: 'Il testo inserito è troppo lungo' }),
    );
    expect(failureNotice(tooLong, { failure: FAILURES.contactUpdate, formFields: ['adminNotes'] })).toBeNull();

    const wrongStatus = apiFailure(400, refusal('Stato non valido.', 'validation_error', { status: 'Stato non valido.' }));
    expect(failureNotice(wrongStatus, { failure: FAILURES.contactUpdate, formFields: ['adminNotes'] })).toEqual({
      title: 'Errore',
      description: "Si è verificato un errore durante l'aggiornamento",
    });
  });

  it('shows why the desktop app could not save a file, and hides what is not meant for the user', () => {
    const cannotSave = new SaveFailedError('Impossibile salvare il file nella cartella scelta.');
    expect(failureNotice(cannotSave, { failure: FAILURES.assistanceExport })).toEqual({
      title: 'Errore',
      description: 'Impossibile salvare il file nella cartella scelta.',
    });
    expect(failureNotice(new TypeError("Cannot read properties of undefined (reading 'id')"), { failure: FAILURES.assistanceExport })).toEqual({
      title: 'Errore',
      description: 'Impossibile scaricare il file CSV',
    });
  });

  it('shows nothing where the page shows the failure itself, and the server’s text where nobody said anything', () => {
    const failed = apiFailure(503, refusal('Servizio momentaneamente non disponibile. Riprova più tardi.', 'service_unavailable'));
    expect(failureNotice(failed, INLINE_FAILURE)).toBeNull();
    expect(failureNotice(failed, undefined)).toEqual({
      title: 'Errore',
      description: 'Servizio momentaneamente non disponibile. Riprova più tardi.',
    });
    expect(failureNotice(new HttpError(0, '', ''), undefined)).toEqual({
      title: 'Errore',
      description: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    });
  });
});
