import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OWNER_AREA_PATH } from '@valuta/shared/owner-area';
import { errorMessageOf } from '@valuta/shared/http-client';
import { pageTitle } from '@valuta/shared/page-meta';
import { confirmOwnerErasure, unsubscribeOwner } from '../../lib/api';
import { brand } from '../../lib/brand';
import styles from './OwnerAreaPage.module.css';

interface LinkAction {
  title: string;
  text: string;
  button: string;
  run: (token: string) => Promise<{ message: string }>;
}

const ACTIONS: Record<'erase' | 'unsubscribe', LinkAction> = {
  erase: {
    title: 'Cancella i miei dati',
    text: "Confermi? Cancelliamo le tue valutazioni, i tuoi contatti e i tuoi appuntamenti, e chiudiamo l'area venditore su ogni dispositivo. Non si può annullare.",
    button: 'Sì, cancella i miei dati',
    run: confirmOwnerErasure,
  },
  unsubscribe: {
    title: 'Non ricevere più le nostre e-mail',
    text: "Non ti manderemo più 'Il valore della tua casa' né altre e-mail promozionali. Le e-mail sui tuoi appuntamenti continuano ad arrivare.",
    button: 'Conferma',
    run: unsubscribeOwner,
  },
};

/**
 * The pages the owner's e-mails open with a token: confirming the erasure, unsubscribing. The action waits for
 * the owner's click, since mail scanners open links on their own.
 */
function OwnerLinkAction({ action }: { action: LinkAction }) {
  const { token = '' } = useParams();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = pageTitle(action.title, brand.agencyName);
  }, [action.title]);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      setDone((await action.run(token)).message);
    } catch (failure) {
      setError(errorMessageOf(failure, 'Operazione non riuscita. Riprova tra poco.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={`container ${styles.page}`} aria-labelledby="owner-link-title">
      <h1 id="owner-link-title">{action.title}</h1>
      {done ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : (
        <>
          <p>{action.text}</p>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="button" className="button button-dark" disabled={pending} onClick={() => void confirm()}>
            {action.button}
          </button>
        </>
      )}
      <p className={styles.actions}>
        <Link to={OWNER_AREA_PATH}>Vai all'area venditore</Link>
      </p>
    </section>
  );
}

export function OwnerEraseConfirmPage() {
  return <OwnerLinkAction action={ACTIONS.erase} />;
}

export function OwnerUnsubscribePage() {
  return <OwnerLinkAction action={ACTIONS.unsubscribe} />;
}
