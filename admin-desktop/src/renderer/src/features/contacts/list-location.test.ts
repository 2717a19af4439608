import { describe, expect, it } from 'vitest';
import { backToListPath, listStateOf, pageWithinRange } from './list-location';

describe('the contacts list a card returns to', () => {
  it('returns to the exact list the card was opened from', () => {
    expect(backToListPath(listStateOf('?cerca=rossi&pagina=3&stato=new&assegnato=me'))).toBe('/contatti?cerca=rossi&pagina=3&stato=new&assegnato=me');
  });

  it('returns to the first page when the card was opened from elsewhere or the state is foreign', () => {
    expect(backToListPath(null)).toBe('/contatti');
    expect(backToListPath({ fromList: 'https://altro.example/contatti' })).toBe('/contatti');
    expect(backToListPath({ fromList: '/contatti-venditori' })).toBe('/contatti');
  });

  it('brings a page past the last back to the last one', () => {
    expect(pageWithinRange(4, 3)).toBe(3);
    expect(pageWithinRange(2, 3)).toBe(2);
    expect(pageWithinRange(2, 0)).toBe(1);
  });
});
