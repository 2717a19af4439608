import { Link, useMatches } from 'react-router-dom';
import { CHAT_PATH } from '@valuta/shared/public-routes';

export interface IntroContent {
  title: string;
  intro: string;
}

/**
 * The opening of a page whose sections are still to come: its heading, what it is about and the way into the
 * valuation. The route's handle carries the words.
 */
export default function IntroPage() {
  const matches = useMatches();
  const content = (matches.at(-1)?.handle as { intro?: IntroContent } | undefined)?.intro;
  return (
    <section className="container" style={{ padding: '3.5rem 1.25rem' }}>
      <h1>{content?.title}</h1>
      <p style={{ maxWidth: '40rem', fontSize: '1.1rem' }}>{content?.intro}</p>
      <Link to={CHAT_PATH} className="button button-primary">
        Valuta ora
      </Link>
    </section>
  );
}
