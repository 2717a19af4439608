import { describe, expect, it } from 'vitest';
import { pageKeyOf, pagesFor } from './navigation';

describe('admin page keys', () => {
  it('maps each route, its sub-pages included, to the page of the sidebar', () => {
    expect(pageKeyOf('/')).toBe('da-fare');
    expect(pageKeyOf('/dashboard')).toBe('dashboard');
    expect(pageKeyOf('/contatti')).toBe('contacts');
    expect(pageKeyOf('/contatti/42')).toBe('contacts');
    expect(pageKeyOf('/appuntamenti')).toBe('appuntamenti');
    expect(pageKeyOf('/contatti-venditori')).toBe('contatti-venditori');
    expect(pageKeyOf('/assistenza')).toBe('assistenza');
    expect(pageKeyOf('/citta-non-supportate')).toBe('citta-non-supportate');
    expect(pageKeyOf('/users/7')).toBe('users');
    expect(pageKeyOf('/precisione-stime')).toBe('precisione-stime');
  });

  it("opens on 'Da fare' for both roles", () => {
    expect(pagesFor('titolare')[0]).toMatchObject({ key: 'da-fare', path: '/' });
    expect(pagesFor('consulente')[0]).toMatchObject({ key: 'da-fare', path: '/' });
  });

  it('shows the team and the activity log to a titolare only', () => {
    expect(pagesFor('titolare').map((page) => page.key)).toEqual(expect.arrayContaining(['team', 'registro-attivita', 'profilo']));
    const consulente = pagesFor('consulente').map((page) => page.key);
    expect(consulente).toContain('profilo');
    expect(consulente).toContain('precisione-stime');
    expect(consulente).not.toContain('team');
    expect(consulente).not.toContain('registro-attivita');
    expect(pagesFor('titolare').map((page) => page.key)).toContain('correzioni-zona');
    expect(consulente).not.toContain('correzioni-zona');
  });
});
