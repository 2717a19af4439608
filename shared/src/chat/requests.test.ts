import { describe, expect, it } from 'vitest';
import { ChatMessagePayloadSchema } from './requests.js';

describe('ChatMessagePayloadSchema', () => {
  it('refuses an empty message and a missing valuation in Italian', () => {
    const result = ChatMessagePayloadSchema.safeParse({ message: '   ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Valutazione non inizializzata');
    expect(messages).toContain('Scrivi un messaggio.');
  });
});
