import { useState, type FormEvent } from 'react';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { chatUrlFor } from '../../lib/chat-url';
import { useSiteNavigate } from '../../lib/site-navigation';
import styles from './HomePage.module.css';

/** The hero's 'where is the house' box: opens the chat with the city. An island of the home page. */
export function HomeCityForm() {
  const navigate = useSiteNavigate();
  const [city, setCity] = useState('');

  function start(event: FormEvent) {
    event.preventDefault();
    navigate(chatUrlFor(city));
  }

  return (
    // Before the script runs, the browser's own submission reaches the same URL.
    <form className={styles.form} action={CHAT_PATH} onSubmit={start} role="search" aria-label="Inizia la valutazione">
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
  );
}
