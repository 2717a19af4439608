import { useState, type FormEvent } from 'react';
import { OwnerLinkRequestSchema } from '@valuta/shared/owner-area';
import { errorMessageOf } from '@valuta/shared/http-client';
import { requestOwnerLink } from '../../lib/api';
import styles from './OwnerAreaPage.module.css';

/**
 * 'Area venditore' without a session: the owner types the e-mail of their valuation and gets a link. The answer
 * is the server's one sentence, the same whether or not the address is known.
 */
export function OwnerSignIn({ notice }: { notice: string | null }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = OwnerLinkRequestSchema.safeParse({ email: new FormData(event.currentTarget).get('email') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Indirizzo e-mail non valido');
      return;
    }
    setPending(true);
    setError(null);
    try {
      setSent((await requestOwnerLink(parsed.data)).message);
    } catch (failure) {
      setError(errorMessageOf(failure, 'Non è stato possibile inviare il link. Riprova tra poco.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={`container ${styles.page}`} aria-labelledby="owner-sign-in-title">
      <h1 id="owner-sign-in-title">Area venditore</h1>
      <p className={styles.muted}>
        La stima della tua casa sempre aggiornata, i tuoi appuntamenti, il consulente che ti segue e, quando vendiamo per te, visite e proposte.
      </p>
      {notice && (
        <p role="alert" className={styles.error}>
          {notice}
        </p>
      )}
      <div className={styles.card}>
        {sent ? (
          <p role="status" className={styles.done}>
            {sent}
          </p>
        ) : (
          <form className={styles.form} aria-label="Entra nell'area venditore" noValidate onSubmit={(event) => void submit(event)}>
            <label>
              La tua e-mail
              <input name="email" type="email" autoComplete="email" inputMode="email" required aria-invalid={error ? true : undefined} />
            </label>
            <p className={styles.muted}>Usa l'indirizzo che hai dato per la valutazione: ti mandiamo un link per entrare, senza password.</p>
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div>
              <button type="submit" className="button button-primary" disabled={pending}>
                {pending ? 'Invio in corso...' : 'Mandami il link'}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
