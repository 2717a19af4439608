import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorOf, isRateLimited } from './api-errors';
import { SaveFailedError } from './downloads';

/**
 * What the back office tells the user when something fails: the catalogue of texts, and the one function
 * that turns a failure into a toast. Queries and mutations name their entry in `meta.failure`; the app's
 * FailureToasts shows it, so no page builds an error message of its own. A page that shows a failure in the
 * page itself says `meta: INLINE_FAILURE`.
 */
export interface Failure {
  title: string;
  /** The text when the server's own is not used (or not sent). */
  fallback: string;
  /** The server's Italian text, when it sends one, replaces the fallback. */
  serverText?: boolean;
  /** The text when the server refused some of the form's fields (marked on the form), if it differs. */
  fieldsText?: string;
  /**
   * A 401 is the answer to wrong credentials, shown like any failure. Everywhere else a 401 means the
   * session has ended: the login screen comes back (lib/api-client.ts), and that says it all.
   */
  signIn?: boolean;
}

export const FAILURES = {
  login: { title: 'Errore di accesso', fallback: 'Errore durante il login', serverText: true, signIn: true },
  logout: { title: 'Errore', fallback: 'Impossibile effettuare il logout' },
  dashboardLoad: { title: 'Errore', fallback: 'Non è stato possibile caricare i dati della dashboard. Riprova più tardi.' },
  contactUpdate: { title: 'Errore', fallback: "Si è verificato un errore durante l'aggiornamento" },
  contactDelete: { title: 'Errore', fallback: "Si è verificato un errore durante l'eliminazione del contatto." },
  contactsExport: { title: 'Errore', fallback: 'Impossibile scaricare il file CSV' },
  personalDataExport: { title: 'Errore', fallback: 'Impossibile esportare i dati personali.', serverText: true },
  personalDataErase: { title: 'Errore', fallback: 'Impossibile cancellare i dati personali.', serverText: true },
  ownerDetailsFromContact: { title: 'Errore', fallback: "Impossibile aggiornare i dati dell'utente.", serverText: true },
  assistanceStatus: { title: 'Errore', fallback: 'Impossibile aggiornare lo stato' },
  assistanceNotes: { title: 'Errore', fallback: 'Impossibile salvare le note' },
  assistanceExport: { title: 'Errore', fallback: 'Impossibile scaricare il file CSV' },
  sellerUpdate: { title: 'Errore', fallback: "Errore durante l'aggiornamento", serverText: true },
  sellerDelete: { title: 'Errore', fallback: "Errore durante l'eliminazione", serverText: true },
  sellerExport: { title: 'Errore', fallback: "Errore durante l'esportazione" },
  unsupportedCityStatus: { title: 'Errore', fallback: 'Non è stato possibile aggiornare lo status.' },
  unsupportedCityNotes: { title: 'Errore', fallback: 'Non è stato possibile aggiornare le note.' },
  assignment: { title: 'Errore', fallback: "Non è stato possibile cambiare l'assegnazione.", serverText: true },
  teamInvite: { title: 'Errore', fallback: 'Non è stato possibile invitare il membro.', serverText: true },
  teamUpdate: { title: 'Errore', fallback: 'Non è stato possibile aggiornare il membro.', serverText: true },
  teamReset: { title: 'Errore', fallback: 'Non è stato possibile reimpostare la password.', serverText: true },
  passwordChange: { title: 'Errore', fallback: 'Non è stato possibile cambiare la password.', serverText: true },
  sellingLoad: { title: 'Errore', fallback: 'Impossibile caricare visite, proposte e attività. Riprova più tardi.' },
  sellingSave: { title: 'Errore', fallback: 'Non è stato possibile salvare la voce.', serverText: true },
  ownerRequest: { title: 'Errore', fallback: 'Non è stato possibile rispondere alla richiesta.', serverText: true },
  appointmentChange: { title: 'Errore', fallback: 'Non è stato possibile aggiornare l’appuntamento.', serverText: true },
  appointmentsLoad: { title: 'Errore', fallback: 'Impossibile caricare gli appuntamenti. Riprova più tardi.' },
  outcomeSave: { title: 'Esito non salvato', fallback: 'Non è stato possibile salvare l’esito.', serverText: true },
  outcomeRemove: { title: 'Errore', fallback: 'Non è stato possibile rimuovere l’esito.', serverText: true },
  accuracyLoad: { title: 'Errore', fallback: 'Impossibile caricare la precisione delle stime. Riprova più tardi.' },
  agencySettingsSave: {
    title: 'Impostazioni non salvate',
    fallback: 'Non è stato possibile salvare le impostazioni. Riprova più tardi.',
    fieldsText: 'Controlla i campi evidenziati e riprova.',
  },
  agencyPhotoUpload: { title: 'Errore', fallback: 'Impossibile caricare la foto', serverText: true },
  zoneCorrectionsChange: { title: 'Errore', fallback: 'Non è stato possibile cambiare le correzioni di zona.', serverText: true },
  noteAdd: { title: 'Nota non salvata', fallback: 'Non è stato possibile aggiungere la nota.', serverText: true },
  callLog: { title: 'Chiamata non registrata', fallback: 'Non è stato possibile registrare la chiamata.', serverText: true },
  messageLog: { title: 'Messaggio non registrato', fallback: 'Il messaggio è stato aperto ma non registrato nelle attività.', serverText: true },
  nextActionSave: { title: 'Prossima azione non salvata', fallback: 'Non è stato possibile salvare la prossima azione.', serverText: true },
  workSettingsSave: { title: 'Impostazioni non salvate', fallback: 'Non è stato possibile salvare le impostazioni.', serverText: true },
} as const satisfies Record<string, Failure>;

/** Any other failure: the server's text, else this. */
const UNEXPECTED: Failure = { title: 'Errore', fallback: 'Si è verificato un errore. Riprova più tardi.', serverText: true };
const RATE_LIMITED_TEXT = 'Troppe richieste in poco tempo. Attendi qualche secondo e riprova.';
/** Whatever the call was: nothing was saved or read, and the fields are not to blame. */
const UNREACHABLE_TEXT = 'Impossibile raggiungere il server. Controlla la connessione e riprova.';

export interface FailureMeta extends Record<string, unknown> {
  /** The catalogue entry of a failure, or 'inline' when the page shows it itself; unset, the generic toast. */
  failure?: Failure | 'inline';
  /** Fields the mutation's form marks itself (showFieldErrors): a refusal of only these shows no toast. */
  formFields?: readonly string[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

export const INLINE_FAILURE: FailureMeta = { failure: 'inline' };

export interface FailureNotice {
  title: string;
  description: string;
}

/** The toast a failure shows, or null when it shows none (the page shows it, or the login screen does). */
export function failureNotice(error: unknown, meta: FailureMeta | undefined): FailureNotice | null {
  if (meta?.failure === 'inline') return null;
  const failure = meta?.failure ?? UNEXPECTED;
  // The desktop app's save dialog says why it could not save (a folder that cannot be written).
  if (error instanceof SaveFailedError) return { title: failure.title, description: error.message };
  const apiError = apiErrorOf(error);
  if (!apiError) return { title: failure.title, description: failure.fallback };
  if (apiError.unreachable) return { title: failure.title, description: UNREACHABLE_TEXT };
  if (apiError.status === 401 && !failure.signIn) return null;
  if (isRateLimited(error)) return { title: failure.title, description: apiError.message ?? RATE_LIMITED_TEXT };
  const refused = Object.keys(apiError.fields);
  if (refused.length > 0 && meta?.formFields && refused.every((field) => meta.formFields!.includes(field))) return null;
  if (refused.length > 0 && failure.fieldsText) return { title: failure.title, description: failure.fieldsText };
  return { title: failure.title, description: (failure.serverText && apiError.message) || failure.fallback };
}

/**
 * Marks on a form the fields the server refused, with the server's words; true when it marked any. The
 * mutation lists the same fields in `meta.formFields`, so no toast repeats them.
 */
export function showFieldErrors<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>, fields: readonly Path<F>[]): boolean {
  const refused = apiErrorOf(error)?.fields ?? {};
  const marked = fields.filter((field) => refused[field] !== undefined);
  for (const field of marked) setError(field, { type: 'server', message: refused[field] });
  return marked.length > 0;
}
