/**
 * How the chat tells a failure (public spec §4, §8): a rate limit becomes 'Limite di richieste raggiunto'
 * and locks the input; anything else gets the spec's message for that call.
 */
import { isRateLimitError } from '@valuta/shared/http-client';
import { showToast } from '../../components/toast';

export const CHAT_ERRORS = {
  start: 'Non è stato possibile avviare la chat. Riprova più tardi.',
  message: 'Non è stato possibile elaborare il messaggio. Riprova più tardi.',
  select: 'Non è stato possibile elaborare la selezione. Riprova più tardi.',
  citySend: 'Non è stato possibile elaborare la richiesta. Riprova più tardi.',
  notInitialised: 'Valutazione non inizializzata',
  valuation: 'Non è stato possibile calcolare la valutazione. Riprova più tardi.',
  appointment: "Errore nell'invio dei dati",
  communication: 'Errore nella comunicazione',
  rateLimit: 'Limite di richieste raggiunto',
} as const;

export const RATE_LIMIT_DESCRIPTION = 'Hai inviato molti messaggi in poco tempo: attendi qualche secondo e riprova.';

/** Shows the toast for a failed chat call; returns true when it was the rate limit (the caller locks). */
export function reportChatFailure(error: unknown, fallback: string, lock: () => void): boolean {
  if (isRateLimitError(error)) {
    showToast({ title: CHAT_ERRORS.rateLimit, description: RATE_LIMIT_DESCRIPTION, variant: 'destructive' });
    lock();
    return true;
  }
  showToast({ title: 'Errore', description: fallback, variant: 'destructive' });
  return false;
}
