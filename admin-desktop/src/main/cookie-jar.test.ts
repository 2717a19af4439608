import { describe, expect, it } from 'vitest';
import { CookieJar, parseSetCookie, splitSetCookieHeader } from './cookie-jar';

const SERVER = 'https://agenzia.example.it';
const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('the server cookie jar', () => {
  it('reads Set-Cookie lines as a browser does', () => {
    const url = new URL(`${SERVER}/api/auth/login`);
    expect(parseSetCookie('valuta.sid=abc; path=/; expires=Sun, 22 Nov 2026 22:00:00 GMT; samesite=lax; secure; httponly', url, NOW)).toEqual({
      name: 'valuta.sid',
      value: 'abc',
      path: '/',
      secure: true,
      httpOnly: true,
      expiresAt: Date.parse('2026-11-22T22:00:00Z'),
    });
    // Max-Age wins over Expires; the default path is the request's folder.
    expect(parseSetCookie('a=1; Max-Age=60; Expires=Sun, 22 Nov 2099 22:00:00 GMT', url, NOW)).toMatchObject({
      path: '/api/auth',
      expiresAt: NOW + 60_000,
    });
    expect(parseSetCookie('no-equals-sign', url, NOW)).toBeNull();
    expect(parseSetCookie('=value', url, NOW)).toBeNull();
    // A Secure cookie over plain http is refused, as browsers do.
    expect(parseSetCookie('a=1; Secure', new URL('http://192.168.1.20/api/x'), NOW)).toBeNull();
  });

  it('splits Set-Cookie headers another stack joined with commas, not inside dates', () => {
    expect(splitSetCookieHeader('valuta.sid=abc; path=/; expires=Sun, 22 Nov 2026 22:00:00 GMT; httponly, valuta.sid.sig=xyz; path=/')).toEqual([
      'valuta.sid=abc; path=/; expires=Sun, 22 Nov 2026 22:00:00 GMT; httponly',
      'valuta.sid.sig=xyz; path=/',
    ]);
  });

  it('sends cookies back only to their origin, path and scheme, and forgets expired ones', () => {
    let now = NOW;
    const jar = new CookieJar([], () => now);
    jar.store(`${SERVER}/api/auth/login`, ['sid=1; Path=/; Max-Age=3600', 'scoped=2; Path=/api/admin', 'secure=3; Path=/; Secure']);
    expect(jar.cookieHeader(`${SERVER}/api/admin/contacts`)).toBe('scoped=2; sid=1; secure=3');
    expect(jar.cookieHeader(`${SERVER}/api/administrator`)).toBe('sid=1; secure=3');
    expect(jar.cookieHeader('https://other.example.it/api/admin/contacts')).toBeNull();
    expect(jar.cookieHeader('http://agenzia.example.it/api/auth/check')).toBeNull();
    now += 3_601_000;
    expect(jar.cookieHeader(`${SERVER}/api/auth/check`)).toBe('secure=3');
  });

  it('replaces a cookie of the same name and path, deletes it on an expired one, and keeps only dated ones', () => {
    const jar = new CookieJar([], () => NOW);
    expect(jar.store(`${SERVER}/api/x`, ['sid=old; Path=/; Max-Age=100', 'session=only; Path=/'])).toBe(true);
    jar.store(`${SERVER}/api/x`, ['sid=new; Path=/; Max-Age=100']);
    expect(jar.cookieHeader(`${SERVER}/api/x`)).toBe('session=only; sid=new');
    expect(jar.persistentCookies().map((cookie) => cookie.value)).toEqual(['new']);
    jar.store(`${SERVER}/api/auth/logout`, ['sid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.cookieHeader(`${SERVER}/api/x`)).toBe('session=only');
    expect(jar.clear()).toBe(true);
    expect(jar.cookieHeader(`${SERVER}/api/x`)).toBeNull();
  });
});
