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

  it('says null when no street is named', () => {
    expect(parseStreetAddress('Torino')).toBeNull();
    expect(parseStreetAddress('vicino al centro')).toBeNull();
    expect(parseStreetAddress('via')).toBeNull();
  });
});
