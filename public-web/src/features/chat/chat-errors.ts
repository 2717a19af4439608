/**
 * What the chat tells the visitor when a call fails. A rate limit (status 429 or the rate_limit_exceeded
 * code, see isRateLimitError) always reads 'Limite di richieste raggiunto' and locks the input; any other
 * failure gets the words the caller chose for that call.
 */
import { isRateLimitError } from '@valuta/shared/http-client';

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

/** A toast's words. */
export interface ChatNotice {
  title: string;
  description?: string;
}

/** The usual notice of a failed call: 'Errore', and what could not be done. */
export function failedNotice(description: string): ChatNotice {
  return { title: 'Errore', description };
}

/** The notice for a failed call, and whether it was the rate limit (the input then locks). */
export function failureNotice(error: unknown, otherwise: ChatNotice): { notice: ChatNotice; rateLimited: boolean } {
  if (isRateLimitError(error)) return { notice: { title: CHAT_ERRORS.rateLimit, description: RATE_LIMIT_DESCRIPTION }, rateLimited: true };
  return { notice: otherwise, rateLimited: false };
}
