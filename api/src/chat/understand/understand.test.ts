import { describe, expect, it } from 'vitest';
import {
  constructionYear,
  energyClass,
  floorNumber,
  isNotSure,
  outdoorSpaces,
  propertyCondition,
  propertyType,
  roomCount,
  yesOrNo,
} from './answers.js';
import { numberWord, singleNumber } from './numbers.js';

describe('Italian numbers', () => {
  it.each([
    ['novanta', 90],
    ['novantacinque', 95],
    ['ventuno', 21],
    ['ventitré', 23],
    ['centoventi', 120],
    ['centottanta', 180],
    ['duecentocinquanta', 250],
    ['mille', 1000],
    ['duemila', 2000],
    ['millenovecentosettantacinque', 1975],
  ])('reads "%s" as %d', (text, value) => {
    expect(singleNumber(text)).toBe(value);
  });

  it('reads digits the Italian way and inside a sentence', () => {
    expect(singleNumber('circa 90 mq')).toBe(90);
    expect(singleNumber('1.200 metri')).toBe(1200);
    expect(singleNumber('85,5')).toBe(85.5);
    expect(singleNumber('sono circa novanta metri quadri')).toBe(90);
  });

  it('takes the middle of a range', () => {
    expect(singleNumber('tra 80 e 100')).toBe(90);
    expect(singleNumber('80-100 mq')).toBe(90);
  });

  it('finds no number where there is none', () => {
    expect(singleNumber('abbastanza grande')).toBeNull();
    expect(numberWord('casa')).toBeNull();
  });
});

describe('yes, no and "non so"', () => {
  it.each(['sì', 'si', 'Sì, è corretto', 'certo', 'esatto', 'ok', 'va bene', 'c’è'])('"%s" is yes', (text) => {
    expect(yesOrNo(text)).toBe(true);
  });
  it.each(['no', 'No, è sbagliato', 'non c’è', 'nessuno'])('"%s" is no', (text) => {
    expect(yesOrNo(text)).toBe(false);
  });
  it.each(['non so', 'Non lo so', 'boh', 'non ricordo', 'non_so'])('"%s" is not sure, not no', (text) => {
    expect(isNotSure(text)).toBe(true);
    expect(yesOrNo(text)).toBeNull();
  });
  it('does not read an unrelated answer as yes or no', () => {
    expect(yesOrNo('forse domani')).toBeNull();
  });
});

describe('property answers', () => {
  it('recognises the property type in words and codes', () => {
    expect(propertyType('un appartamento in condominio')).toBe('CONDOMINIUM');
    expect(propertyType('trilocale')).toBe('CONDOMINIUM');
    expect(propertyType('Villetta a schiera')).toBe('VILLA');
    expect(propertyType('casa indipendente')).toBe('HOUSE');
    expect(propertyType('attico')).toBe('PENTHOUSE');
    expect(propertyType('PENTHOUSE')).toBe('PENTHOUSE');
    expect(propertyType('un ufficio')).toBeNull();
  });

  it('counts rooms in words, numbers and Italian flat names', () => {
    expect(roomCount('tre locali')).toBe(3);
    expect(roomCount('4')).toBe(4);
    expect(roomCount('bilocale')).toBe(2);
    expect(roomCount('2 camere da letto')).toBe(3);
  });

  it('reads floors as the floor options number them (ground floor 0, past the tenth 11)', () => {
    expect(floorNumber('piano terra')).toBe(0);
    expect(floorNumber('Piano terra / Piano rialzato')).toBe(0);
    expect(floorNumber('rialzato')).toBe(0);
    expect(floorNumber('secondo piano')).toBe(2);
    expect(floorNumber('3° piano')).toBe(3);
    expect(floorNumber('al quinto')).toBe(5);
    expect(floorNumber('14')).toBe(11);
    expect(floorNumber('Oltre il 10° piano')).toBe(11);
    expect(floorNumber('ultimo piano')).toBeNull();
  });

  it('collects several outdoor spaces from one reply', () => {
    expect(outdoorSpaces('balcone e giardino')).toEqual({ hasBalcony: true, hasGarden: true });
    expect(outdoorSpaces('un terrazzino')).toEqual({ hasTerrace: true });
    expect(outdoorSpaces('nessuno')).toEqual({ hasBalcony: false, hasTerrace: false, hasGarden: false });
    expect(outdoorSpaces('boh, vediamo')).toBeNull();
  });

  it('reads the condition', () => {
    expect(propertyCondition('è stato ristrutturato nel 2019')).toBe('RENOVATED');
    expect(propertyCondition('da ristrutturare')).toBe('BAD');
    expect(propertyCondition('in buono stato')).toBe('GOOD');
    expect(propertyCondition('nuova costruzione')).toBe('NEWLY_BUILT');
    expect(propertyCondition('EXCELLENT')).toBe('EXCELLENT');
  });

  it('reads construction years, decades and two digits', () => {
    const now = new Date('2026-11-25');
    expect(constructionYear('1975', now)).toBe(1975);
    expect(constructionYear('costruito nel 1962', now)).toBe(1962);
    expect(constructionYear('anni 70', now)).toBe(1975);
    expect(constructionYear('anni sessanta', now)).toBe(1965);
    expect(constructionYear('del 75', now)).toBe(1975);
    expect(constructionYear('nel 05', now)).toBe(2005);
    expect(constructionYear('vecchio', now)).toBeNull();
  });

  it('reads the energy class', () => {
    expect(energyClass('B')).toBe('B');
    expect(energyClass('classe g')).toBe('G');
    expect(energyClass('è in classe C')).toBe('C');
    expect(energyClass('A')).toBe('A1');
    expect(energyClass('A4')).toBe('A4');
    expect(energyClass('a casa mia')).toBeNull();
  });
});
