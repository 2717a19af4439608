import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@valuta/shared';
import { renderEmail } from './layout.js';

describe('e-mail layout', () => {
  const content = {
    title: 'Nuovo contatto dalla chat',
    blocks: [
      { paragraph: 'Un proprietario ha chiesto di essere ricontattato.' },
      {
        rows: [
          ['Nome', '<script>alert(1)</script> Rossi'],
          ['Telefono', '333 1234567'],
        ] as Array<[string, string]>,
      },
      { button: { label: 'Apri la scheda', url: 'https://example.it/admin/contatti/1' } },
    ],
  };

  it('renders the plain-text form with every block and the agency footer', () => {
    const { text } = renderEmail(content, DEFAULT_BRAND);
    expect(text).toContain('Nuovo contatto dalla chat');
    expect(text).toContain('Telefono: 333 1234567');
    expect(text).toContain('Apri la scheda: https://example.it/admin/contatti/1');
    expect(text).toContain(DEFAULT_BRAND.legalName);
  });

  it('escapes what visitors typed in the HTML form', () => {
    const { html } = renderEmail(content, DEFAULT_BRAND);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Rossi');
    expect(html).toContain('href="https://example.it/admin/contatti/1"');
  });
});
