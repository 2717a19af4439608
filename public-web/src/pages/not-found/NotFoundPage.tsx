import { Link } from 'react-router-dom';
import { CHAT_PATH } from '@valuta/shared/public-routes';

/** The not-found page, in Italian like every public page; the server answers these paths with status 404. */
export default function NotFoundPage() {
  return (
    <section className="container" style={{ padding: '4rem 1.25rem', textAlign: 'center' }}>
      <h1>Pagina non trovata</h1>
      <p>La pagina che cerchi non esiste o è stata spostata.</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center' }}>
        <Link to="/" className="button button-dark">
          Torna alla home
        </Link>
        <Link to={CHAT_PATH} className="button button-primary">
          Valuta la tua casa
        </Link>
      </p>
    </section>
  );
}
