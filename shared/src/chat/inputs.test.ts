import { describe, expect, it } from 'vitest';
import { FloorInputSchema, SurfaceInputSchema, constructionYearInputSchema, firstIssueMessage, onlyDigits } from './inputs.js';

describe('surface input', () => {
  it('asks for a value when empty', () => {
    expect(firstIssueMessage(SurfaceInputSchema.safeParse(''))).toBe('Per favore, inserisci la superficie.');
  });

  it('refuses zero', () => {
    expect(firstIssueMessage(SurfaceInputSchema.safeParse('0'))).toBe('Inserisci un valore valido maggiore di zero.');
  });

  it('refuses surfaces no home has', () => {
    expect(firstIssueMessage(SurfaceInputSchema.safeParse('5'))).toBe('La superficie deve essere compresa tra 10 e 2.000 metri quadri.');
    expect(firstIssueMessage(SurfaceInputSchema.safeParse('2001'))).toMatch(/compresa tra 10 e 2.000/);
  });

  it('gives the number of square metres', () => {
    expect(SurfaceInputSchema.parse('95')).toBe(95);
  });

  it('keeps digits only while typing', () => {
    expect(onlyDigits('9a5 m2')).toBe('952');
    expect(onlyDigits('20255', 4)).toBe('2025');
  });
});

describe('construction year input', () => {
  const schema = constructionYearInputSchema(new Date('2026-11-22T10:00:00Z'));

  it('answers each rule with the chat’s message', () => {
    expect(firstIssueMessage(schema.safeParse(''))).toBe("Per favore, inserisci l'anno di costruzione.");
    expect(firstIssueMessage(schema.safeParse('19a0'))).toBe('Inserisci un anno valido.');
    expect(firstIssueMessage(schema.safeParse('1899'))).toBe("L'anno deve essere successivo al 1900.");
    expect(firstIssueMessage(schema.safeParse('2027'))).toBe("L'anno non può essere successivo all'anno corrente (2026).");
  });

  it('accepts 1900 and the current year', () => {
    expect(schema.parse('1900')).toBe(1900);
    expect(schema.parse('2026')).toBe(2026);
  });
});

describe('floor input', () => {
  it('requires a listed option', () => {
    expect(firstIssueMessage(FloorInputSchema.safeParse(''))).toBe('Seleziona il piano.');
    expect(firstIssueMessage(FloorInputSchema.safeParse(12))).toBe('Seleziona il piano.');
    expect(FloorInputSchema.parse('0')).toBe(0);
    expect(FloorInputSchema.parse(11)).toBe(11);
  });
});
