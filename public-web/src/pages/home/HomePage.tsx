import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import styles from './HomePage.module.css';

/** Where the city form leads: the chat, with the city when one was typed (public spec §2 "Home"). */
export function chatUrlFor(city: string): string {
  const trimmed = city.trim();
  return trimmed ? `${CHAT_PATH}?city=${encodeURIComponent(trimmed)}` : CHAT_PATH;
}

export default function HomePage() {
  const navigate = useNavigate();
  const [city, setCity] = useState('');

  function start(event: FormEvent) {
    event.preventDefault();
    navigate(chatUrlFor(city));
  }

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <span className={styles.eyebrow}>Valutazione gratuita a Torino e dintorni</span>
          <h1 id="hero-title">Scopri in pochi secondi quanto vale la tua casa</h1>
          <p className={styles.lead}>
            Rispondi a qualche domanda di Amelia, la nostra assistente virtuale: in meno di 2 minuti ricevi una stima
            con un valore minimo e massimo, basata sui prezzi reali della tua zona.
          </p>
          <form className={styles.form} onSubmit={start} role="search" aria-label="Inizia la valutazione">
            <label htmlFor="home-city" className="visually-hidden">
              Città o indirizzo dell'immobile
            </label>
            <input
              id="home-city"
              className={styles.input}
              name="city"
              autoComplete="address-level2"
              placeholder="In che città si trova la casa? Es. Torino"
              value={city}
              onChange={(event) => setCity(event.target.value)}
            />
            <button type="submit" className={`button button-primary ${styles.submit}`}>
              Inizia Valutazione
            </button>
          </form>
          <ul className={styles.promises}>
            <li>✓ Gratis e senza impegno</li>
            <li>✓ Circa 2 minuti</li>
            <li>✓ 20 anni di esperienza</li>
          </ul>
        </div>

        <aside className={styles.card} aria-label="Esempio di valutazione">
          <p className={styles.cardLabel}>Esempio · Trilocale a Torino</p>
          <p className={styles.cardValue}>450.000 - 510.000 EUR</p>
          <ul className={styles.cardFacts}>
            <li>110 m²</li>
            <li>3 locali</li>
          </ul>
          <span className={styles.trend}>+12%</span>
        </aside>
      </div>
    </section>
  );
}
