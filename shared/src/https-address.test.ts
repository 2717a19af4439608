import { describe, expect, it } from 'vitest';
import { isHttpsAddress } from './https-address.js';

describe('isHttpsAddress', () => {
  it('takes the addresses the agency copies from its social pages and embed buttons', () => {
    for (const address of [
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2818',
      'https://www.youtube-nocookie.com/embed/abc123?rel=0',
      'https://player.vimeo.com/video/123',
      'https://calendly.com/agenzia/consulenza',
      'https://www.facebook.com/agenzia.torino',
      'https://www.casa-sabauda.it:8443/mappa',
      'https://città.example.it/mappa',
    ]) {
      expect(isHttpsAddress(address), address).toBe(true);
    }
  });

  it('refuses what the browser parses but no page can frame or link to as meant', () => {
    for (const address of [
      'https://www.google,com/maps/embed',
      'https://www.google .com/maps',
      'https://www.google.com/maps/embed?pb=a b',
      'http://www.google.com/maps/embed',
      'javascript:alert(1)',
      'www.google.com/maps',
      'https://facebook',
      'https://localhost/mappa',
      'https://192.168.1.10/mappa',
      'https://[::1]/mappa',
      'https://utente:segreta@calendly.com/agenzia',
      'https://utente@calendly.com/agenzia',
      'https://-agenzia.it/',
      'https://agenzia_torino.it/',
      'https://www.google.com./maps',
      '',
    ]) {
      expect(isHttpsAddress(address), address).toBe(false);
    }
  });
});
