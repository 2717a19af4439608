import { CHAT_PATH } from '@valuta/shared/public-routes';

/** Where a city box leads: the chat, with the city when one was typed. */
export function chatUrlFor(city: string): string {
  const trimmed = city.trim();
  return trimmed ? `${CHAT_PATH}?city=${encodeURIComponent(trimmed)}` : CHAT_PATH;
}
