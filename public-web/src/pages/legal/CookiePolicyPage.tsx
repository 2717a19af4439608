import { Link } from 'react-router-dom';
import { CookieNotice } from '../../features/legal/CookieNotice';

export default function CookiePolicyPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Cookie policy</h1>
        <CookieNotice headingLevel={2} />
        <p>
          <Link to="/" className="button button-dark">
            Torna alla home
          </Link>
        </p>
      </div>
    </section>
  );
}
