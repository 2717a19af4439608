import { useEffect, useState } from 'react';
import type { OwnerConsents } from '@valuta/shared/owner-area';
import { errorMessageOf } from '@valuta/shared/http-client';
import { OWNER_EXPORT_URL, loadOwnerConsents, requestOwnerErasure, saveOwnerConsents, signOutOwner, signOutOwnerEverywhere } from '../../lib/api';
import styles from './OwnerAreaPage.module.css';

const CONSENTS: Array<[keyof OwnerConsents, string]> = [
  ['consent_email', "E-mail dall'agenzia, come 'Il valore della tua casa' quando la stima cambia"],
  ['consent_whatsapp', 'Messaggi WhatsApp dal tuo consulente'],
];

function Consents() {
  const [consents, setConsents] = useState<OwnerConsents | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let current = true;
    loadOwnerConsents()
      .then((loaded) => current && setConsents(loaded))
      .catch((failure: unknown) => current && setError(errorMessageOf(failure, 'Non è stato possibile leggere i tuoi consensi.')));
    return () => {
      current = false;
    };
  }, []);

  async function change(key: keyof OwnerConsents, value: boolean) {
    if (!consents) return;
    const next = { ...consents, [key]: value };
    setConsents(next);
    setSaved(false);
    setError(null);
    try {
      setConsents(await saveOwnerConsents(next));
      setSaved(true);
    } catch (failure) {
      setConsents(consents);
      setError(errorMessageOf(failure, 'Non è stato possibile salvare. Riprova tra poco.'));
    }
  }

  return (
    <fieldset className={styles.form} aria-busy={consents === null}>
      <legend>
        <h3>I tuoi consensi</h3>
      </legend>
      {consents &&
        CONSENTS.map(([key, label]) => (
          <label key={key} className={styles.check}>
            <input type="checkbox" checked={consents[key]} onChange={(event) => void change(key, event.currentTarget.checked)} />
            <span>{label}</span>
          </label>
        ))}
      {saved && (
        <p role="status" className={styles.done}>
          Consensi salvati.
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The owner's own data and session: consents, 'Scarica i miei dati', 'Cancella i miei dati' (confirmed by the
 * link of an e-mail, never at the first click), 'Esci' and 'Esci da tutti i dispositivi'.
 */
export function OwnerAccount({ onSignedOut }: { onSignedOut: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmErase, setConfirmErase] = useState(false);

  async function run(action: () => Promise<unknown>, after: () => void) {
    setError(null);
    try {
      await action();
      after();
    } catch (failure) {
      setError(errorMessageOf(failure, 'Operazione non riuscita. Riprova tra poco.'));
    }
  }

  return (
    <section className={styles.card} aria-labelledby="account-title">
      <h2 id="account-title">I tuoi dati</h2>
      <Consents />
      <div className={styles.actions}>
        <a className="button button-secondary" href={OWNER_EXPORT_URL} download>
          Scarica i miei dati
        </a>
        <button type="button" className="button button-secondary" onClick={() => setConfirmErase(true)} disabled={confirmErase}>
          Cancella i miei dati
        </button>
      </div>
      {confirmErase && !message && (
        <div className={styles.form}>
          <p>
            Cancelliamo le tue valutazioni, i tuoi contatti e i tuoi appuntamenti. Per sicurezza ti mandiamo un'e-mail: la cancellazione avviene
            quando apri il link che contiene.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-dark"
              onClick={() =>
                void run(
                  async () => setMessage((await requestOwnerErasure()).message),
                  () => undefined,
                )
              }
            >
              Mandami l'e-mail di conferma
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirmErase(false)}>
              Lascia stare
            </button>
          </div>
        </div>
      )}
      {message && (
        <p role="status" className={styles.done}>
          {message}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-dark" onClick={() => void run(signOutOwner, onSignedOut)}>
          Esci
        </button>
        <button type="button" className="link-button" onClick={() => void run(signOutOwnerEverywhere, onSignedOut)}>
          Esci da tutti i dispositivi
        </button>
      </div>
    </section>
  );
}
