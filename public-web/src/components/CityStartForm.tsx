import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHAT_PATH } from '@valuta/shared/public-routes';
import { chatUrlFor } from '../lib/chat-url';

/** The 'where is the house' box that opens the chat with the city already given. */
export function CityStartForm({ buttonLabel = 'Inizia Valutazione' }: { buttonLabel?: string }) {
  const navigate = useNavigate();
  const [city, setCity] = useState('');
  const id = useId();
  function start(event: FormEvent) {
    event.preventDefault();
    void navigate(chatUrlFor(city));
  }
  return (
    // Before the script runs, the browser's own submission reaches the same URL.
    <form className="city-form" action={CHAT_PATH} onSubmit={start} role="search" aria-label="Inizia la valutazione">
      <label htmlFor={id} className="visually-hidden">
        Città o indirizzo dell'immobile
      </label>
      <input
        id={id}
        name="city"
        autoComplete="address-level2"
        placeholder="In che città si trova la casa? Es. Torino"
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <button type="submit" className="button button-primary">
        {buttonLabel}
      </button>
    </form>
  );
}
