import { Link } from 'react-router-dom';

/** The not-found page. The server answers these paths with 404. */
export default function NotFoundPage() {
  return (
    <section className="container" style={{ padding: '4rem 1.25rem', textAlign: 'center' }}>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <Link to="/" className="button button-dark">
          Torna alla home
        </Link>
      </p>
    </section>
  );
}
