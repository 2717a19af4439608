import { describe, expect, it } from 'vitest';
import { allowedExternalUrl } from './link-policy';

const SITE = 'https://agenzia.example.it';

describe('the external link allow-list', () => {
  it('lets the leads’ e-mail, phone and WhatsApp links through', () => {
    expect(allowedExternalUrl('mailto:mario.rossi@example.it', SITE)).toBe('mailto:mario.rossi@example.it');
    expect(allowedExternalUrl('mailto:mario.rossi@example.it?subject=Valutazione', SITE)).toBe('mailto:mario.rossi@example.it?subject=Valutazione');
    expect(allowedExternalUrl('tel:+393471112233', SITE)).toBe('tel:+393471112233');
    expect(allowedExternalUrl('https://wa.me/393330000000?text=Buongiorno', SITE)).toBe('https://wa.me/393330000000?text=Buongiorno');
  });

  it('opens pages of the public site, which is the configured server, and resolves a path against it', () => {
    expect(allowedExternalUrl('/', SITE)).toBe('https://agenzia.example.it/');
    expect(allowedExternalUrl('/valutazione-range?city=Torino', SITE)).toBe('https://agenzia.example.it/valutazione-range?city=Torino');
    expect(allowedExternalUrl('https://agenzia.example.it/chi-siamo', SITE)).toBe('https://agenzia.example.it/chi-siamo');
    expect(allowedExternalUrl('http://192.168.1.20:3000/', 'http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000/');
    expect(allowedExternalUrl('/', null)).toBeNull();
  });

  it('refuses everything else', () => {
    for (const url of [
      'https://evil.example/phish',
      'http://agenzia.example.it/',
      'https://agenzia.example.it.evil.example/',
      '//evil.example/',
      'https://user:pass@agenzia.example.it/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'smb://server/share',
      'ms-settings:',
      'app://valuta/admin/',
      'mailto:not-an-address',
      'mailto:a@b.it%0ABcc:x@y.it',
      'tel:123;drop',
      'tel:+39333?x=1',
      'https://wa.me/settings',
      'http://wa.me/393330000000',
      'https://wa.me.evil.example/393330000000',
      '',
      `https://agenzia.example.it/${'a'.repeat(2100)}`,
    ]) {
      expect(allowedExternalUrl(url, SITE), url).toBeNull();
    }
  });
});
