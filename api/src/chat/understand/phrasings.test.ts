import { describe, expect, it } from 'vitest';
import { PHRASINGS } from './phrasings.js';
import { readReply } from './reply.js';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('the table of understood phrasings', () => {
  it('holds at least 150 typed answers, negatives and several facts at once among them', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(150);
    const values = PHRASINGS.map(([, , yields]) => Object.values(yields));
    expect(values.filter((facts) => facts.includes(false)).length).toBeGreaterThanOrEqual(20);
    expect(values.filter((facts) => facts.length >= 2).length).toBeGreaterThanOrEqual(25);
    const keys = PHRASINGS.map(([question, typed]) => `${question} ${typed}`);
    expect(new Set(keys).size, 'a phrasing listed twice').toBe(keys.length);
  });

  it.each(PHRASINGS)('at %s, "%s" yields %o and nothing else', (question, typed, yields) => {
    const reply = readReply(question === '*' ? null : question, typed, NOW);
    expect({ ...reply.asked, ...reply.also }).toEqual(yields);
  });
});
