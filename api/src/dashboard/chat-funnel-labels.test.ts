import { CHAT_STEP_LABELS } from '@valuta/shared';
import { describe, expect, it } from 'vitest';
import { STEP_IDS } from '../chat/types.js';

describe("the chat funnel's step names", () => {
  // The funnel lists the steps as stored with Amelia's messages; a step without a label would show its code.
  it('names every step Amelia can ask in Italian', () => {
    expect(STEP_IDS.filter((step) => !(step in CHAT_STEP_LABELS))).toEqual([]);
  });
});
