import { describe, expect, it } from 'vitest';
import { SERVER_ADDRESS_MESSAGES, isLocalNetworkHost, parseServerAddress } from './server-address';

describe('the server address typed on the first run', () => {
  it('becomes the server origin, https when no scheme is typed, without a pasted path', () => {
    expect(parseServerAddress('agenzia.example.it')).toEqual({ ok: true, origin: 'https://agenzia.example.it', fallbackOrigin: null });
    expect(parseServerAddress('  https://Agenzia.Example.it/admin/contatti?cerca=x#top ')).toEqual({
      ok: true,
      origin: 'https://agenzia.example.it',
      fallbackOrigin: null,
    });
    expect(parseServerAddress('https://agenzia.example.it:8443')).toMatchObject({ ok: true, origin: 'https://agenzia.example.it:8443' });
  });

  it('tries an office address typed without a scheme over https, then http', () => {
    expect(parseServerAddress('192.168.1.20:3000')).toEqual({
      ok: true,
      origin: 'https://192.168.1.20:3000',
      fallbackOrigin: 'http://192.168.1.20:3000',
    });
    expect(parseServerAddress('https://192.168.1.20:3000')).toMatchObject({ fallbackOrigin: null });
  });

  it('accepts plain http only on the office network', () => {
    for (const address of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://172.20.1.1',
      'http://gestionale.local',
      'http://server',
      'http://[::1]:3000',
    ]) {
      expect(parseServerAddress(address), address).toMatchObject({ ok: true });
    }
    expect(parseServerAddress('http://agenzia.example.it')).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.insecure });
    expect(parseServerAddress('http://172.32.0.1')).toEqual({ ok: false, message: SERVER_ADDRESS_MESSAGES.insecure });
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

  it('tells office hosts from Internet hosts', () => {
    expect(isLocalNetworkHost('192.168.0.1')).toBe(true);
    expect(isLocalNetworkHost('169.254.10.1')).toBe(true);
    expect(isLocalNetworkHost('[fd12::1]')).toBe(true);
    expect(isLocalNetworkHost('8.8.8.8')).toBe(false);
    expect(isLocalNetworkHost('agenzia.example.it')).toBe(false);
    expect(isLocalNetworkHost('[2001:db8::1]')).toBe(false);
  });
});
