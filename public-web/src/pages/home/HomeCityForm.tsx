import type { FormEvent } from 'react';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { chatUrlFor } from '../../lib/chat-url';
import { useSiteNavigate } from '../../lib/site-navigation';
import styles from './HomePage.module.css';

/**
 * The hero's 'where is the house' box: opens the chat with the city. An island of the home page. The field is
 * read at submit rather than kept in state, so what was typed before the page hydrated still counts.
 */
export function HomeCityForm() {
  const navigate = useSiteNavigate();

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const city = new FormData(event.currentTarget).get('city');
    navigate(chatUrlFor(typeof city === 'string' ? city : ''));
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
      />
      <button type="submit" className={`button button-primary ${styles.submit}`}>
        Inizia Valutazione
      </button>
    </form>
  );
}
