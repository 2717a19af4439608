import { describe, expect, it } from 'vitest';
import { isThirdPartyTagError } from './script-errors';

describe('third-party script errors', () => {
  it('recognises errors from the pixel and analytics tags', () => {
    expect(isThirdPartyTagError('https://connect.facebook.net/en_US/fbevents.js Script error.')).toBe(true);
    expect(isThirdPartyTagError('ReferenceError: fbq is not defined')).toBe(true);
    expect(isThirdPartyTagError('https://www.googletagmanager.com/gtm.js')).toBe(true);
  });

  it('leaves our own errors alone', () => {
    expect(isThirdPartyTagError('http://localhost:3000/assets/index-abc.js TypeError: x is undefined')).toBe(false);
    expect(isThirdPartyTagError('')).toBe(false);
  });
});
