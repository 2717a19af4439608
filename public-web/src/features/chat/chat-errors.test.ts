import { describe, expect, it } from 'vitest';
import { HttpError } from '@valuta/shared/http-client';
import { CHAT_ERRORS, RATE_LIMIT_DESCRIPTION, failedNotice, failureNotice } from './chat-errors';

describe('chat failures', () => {
  const otherwise = failedNotice(CHAT_ERRORS.message);

  it('words a 429 as the rate limit and asks for the lock', () => {
    const limited = new HttpError(429, 'Too Many Requests', '{"error":"Troppe richieste","message":"Troppe richieste","code":"rate_limit_exceeded"}');
    expect(failureNotice(limited, otherwise)).toEqual({
      notice: { title: 'Limite di richieste raggiunto', description: RATE_LIMIT_DESCRIPTION },
      rateLimited: true,
    });
  });

  it("gives any other failure the caller's words, even one whose text mentions 429", () => {
    expect(failureNotice(new HttpError(400, '', '{"error":"Via 429 non trovata","code":"validation_error"}'), otherwise)).toEqual({
      notice: { title: 'Errore', description: CHAT_ERRORS.message },
      rateLimited: false,
    });
    expect(failureNotice(new HttpError(0, '', ''), otherwise).rateLimited).toBe(false);
  });
});
