import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { OWNER_AREA_PATH } from '@valuta/shared/owner-area';
import { pageTitle } from '@valuta/shared/page-meta';
import { brand } from '../../lib/brand';
import { rememberOwnerSession } from '../../lib/owner-session-hint';
import { OwnerAccount } from './OwnerAccount';
import { OwnerHomes } from './OwnerHomes';
import { OwnerSignIn } from './OwnerSignIn';
import { useOwnerSession } from './use-owner-session';
import styles from './OwnerAreaPage.module.css';

/**
 * 'Area venditore' (/area-venditore and the e-mails' /area-venditore/<token>): the sign-in form without a
 * session, 'La mia casa' with one. A link's token is used up at once and leaves the address bar, so it stays
 * in no history or screenshot.
 */
export default function OwnerAreaPage() {
  const { token = null } = useParams();
  const navigate = useNavigate();
  const [session, setSession] = useOwnerSession(token);

  useEffect(() => {
    document.title = pageTitle('Area venditore', brand.agencyName);
  }, []);

  useEffect(() => {
    if (token && session.status === 'signed-in') void navigate(OWNER_AREA_PATH, { replace: true });
  }, [navigate, session.status, token]);

  if (session.status === 'loading') {
    return (
      <section className={`container ${styles.page}`} aria-busy="true">
        <p role="status">Caricamento...</p>
      </section>
    );
  }
  if (session.status === 'failed') {
    return (
      <section className={`container ${styles.page}`}>
        <h1>Area venditore</h1>
        <p role="alert">Non è stato possibile aprire la tua area. Ricarica la pagina tra poco.</p>
      </section>
    );
  }
  if (session.status === 'signed-out') return <OwnerSignIn notice={session.message} />;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="owner-area-title">
      <h1 id="owner-area-title">La mia casa</h1>
      <p className={styles.muted}>Sei entrato come {session.session.email}.</p>
      <OwnerHomes />
      <OwnerAccount
        onSignedOut={() => {
          rememberOwnerSession(false);
          setSession({ status: 'signed-out', message: null });
        }}
      />
    </section>
  );
}
