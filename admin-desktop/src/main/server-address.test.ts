import { describe, expect, it } from 'vitest';
import { SERVER_ADDRESS_MESSAGES, isAllowedServerOrigin, isLoopbackHost, parseServerAddress } from './server-address';

describe('the server address typed on the first run', () => {
  it('becomes the server origin, https when no scheme is typed, without a pasted path', () => {
    expect(parseServerAddress('agenzia.example.it')).toEqual({ ok: true, origin: 'https://agenzia.example.it' });
    expect(parseServerAddress('  https://Agenzia.Example.it/admin/contatti?cerca=x#top ')).toEqual({
      ok: true,
      origin: 'https://agenzia.example.it',
    });
    expect(parseServerAddress('https://agenzia.example.it:8443')).toMatchObject({ ok: true, origin: 'https://agenzia.example.it:8443' });
  });

  it('uses https for any address typed without a scheme, http only for this computer, never both', () => {
    expect(parseServerAddress('192.168.1.20:3000')).toEqual({ ok: true, origin: 'https://192.168.1.20:3000' });
    expect(parseServerAddress('localhost:3000')).toEqual({ ok: true, origin: 'http://localhost:3000' });
    expect(parseServerAddress('127.0.0.1:3000')).toEqual({ ok: true, origin: 'http://127.0.0.1:3000' });
    expect(parseServerAddress('https://localhost:3000')).toEqual({ ok: true, origin: 'https://localhost:3000' });
  });

  it('accepts plain http for localhost alone', () => {
    for (const address of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://admin.localhost']) {
      expect(parseServerAddress(address), address).toMatchObject({ ok: true });
    }
    for (const address of [
      'http://agenzia.example.it',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://gestionale.local',
      'http://server',
      'http://[fd12::1]',
      'http://127.0.0.1.example.it',
    ]) {
      expect(parseServerAddress(address), address).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.insecure });
    }
  });

  it('says what is wrong in Italian', () => {
    expect(parseServerAddress('   ')).toEqual({ ok: false, message: "Inserisci l'indirizzo del server." });
    expect(parseServerAddress(undefined)).toEqual({ ok: false, message: "Inserisci l'indirizzo del server." });
    expect(parseServerAddress('https://agen zia')).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.invalid });
    expect(parseServerAddress('ftp://agenzia.example.it')).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.scheme });
    expect(parseServerAddress('file:///etc/passwd')).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.scheme });
    expect(parseServerAddress('https://mario:segreta@agenzia.example.it')).toEqual({
      ok: false,
      message: SERVER_ADDRESS_MESSAGES.credentials,
    });
    expect(parseServerAddress(`https://${'a'.repeat(2100)}.it`)).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.invalid });
  });

  it('tells this computer from any other host, and allowed origins from the rest', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.10.0.1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('192.168.0.1')).toBe(false);
    expect(isLoopbackHost('localhost.example.it')).toBe(false);
    expect(isAllowedServerOrigin('https://agenzia.example.it')).toBe(true);
    expect(isAllowedServerOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isAllowedServerOrigin('http://192.168.1.20:3000')).toBe(false);
    expect(isAllowedServerOrigin('ftp://agenzia.example.it')).toBe(false);
    expect(isAllowedServerOrigin('non un indirizzo')).toBe(false);
  });
});
