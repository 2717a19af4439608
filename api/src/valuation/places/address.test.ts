import { describe, expect, it } from 'vitest';
import { parseStreetAddress } from './address.js';

describe('reading a street address', () => {
  it('reads the street type, the name and the house number', () => {
    expect(parseStreetAddress('via roma 10')).toEqual({ street: 'Via Roma', houseNumber: '10' });
    expect(parseStreetAddress('C.so Vittorio Emanuele II, 45, Torino')).toEqual({ street: 'Corso Vittorio Emanuele II', houseNumber: '45' });
    expect(parseStreetAddress('corso vittorio emanuele ii 45/b')).toEqual({ street: 'Corso Vittorio Emanuele II', houseNumber: '45/B' });
    expect(parseStreetAddress('Corso Francia')).toEqual({ street: 'Corso Francia', houseNumber: null });
    expect(parseStreetAddress('p.za della repubblica 3')).toEqual({ street: 'Piazza della Repubblica', houseNumber: '3' });
    expect(parseStreetAddress("Via Sant'Anselmo n. 7")).toEqual({ street: "Via Sant'Anselmo", houseNumber: '7' });
    expect(parseStreetAddress('Lungo Po Antonelli 21')).toEqual({ street: 'Lungo Po Antonelli', houseNumber: '21' });
    expect(parseStreetAddress('v. Nizza 10')).toEqual({ street: 'Via Nizza', houseNumber: '10' });
    expect(parseStreetAddress('V.Nizza 10, Torino')).toEqual({ street: 'Via Nizza', houseNumber: '10' });
    expect(parseStreetAddress('v.le Thovez 4')).toEqual({ street: 'Viale Thovez', houseNumber: '4' });
  });

  it('leaves out the place written after the number without a comma', () => {
    expect(parseStreetAddress('Via Racconigi 60 Torino')).toEqual({ street: 'Via Racconigi', houseNumber: '60' });
    expect(parseStreetAddress('via po 18 10123 torino (TO)')).toEqual({ street: 'Via Po', houseNumber: '18' });
    expect(parseStreetAddress('Corso Vittorio Emanuele II 12 Moncalieri')).toEqual({ street: 'Corso Vittorio Emanuele II', houseNumber: '12' });
    expect(parseStreetAddress('Via Roma 10 scala B')).toEqual({ street: 'Via Roma', houseNumber: '10' });
    expect(parseStreetAddress('Via Roma 10 int. 3, Torino')).toEqual({ street: 'Via Roma', houseNumber: '10' });
    expect(parseStreetAddress('corso francia 15 piano 2')).toEqual({ street: 'Corso Francia', houseNumber: '15' });
    expect(parseStreetAddress('via nizza 10 b torino')).toEqual({ street: 'Via Nizza', houseNumber: '10B' });
    expect(parseStreetAddress('Via Madama Cristina 5 bis Torino')).toEqual({ street: 'Via Madama Cristina', houseNumber: '5 bis' });
    expect(parseStreetAddress('via madama cristina 5bis')).toEqual({ street: 'Via Madama Cristina', houseNumber: '5 bis' });
  });

  it('keeps a number that belongs to the street name', () => {
    expect(parseStreetAddress('Piazza 4 Novembre')).toEqual({ street: 'Piazza 4 Novembre', houseNumber: null });
    expect(parseStreetAddress('Via 25 Aprile 12 Torino')).toEqual({ street: 'Via 25 Aprile', houseNumber: '12' });
  });

  it('says null when no street is named', () => {
    expect(parseStreetAddress('Torino')).toBeNull();
    expect(parseStreetAddress('vicino al centro')).toBeNull();
    expect(parseStreetAddress('via')).toBeNull();
  });
});
