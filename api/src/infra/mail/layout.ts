import type { Brand } from '@valuta/shared';
import { escapeHtml } from '../html.js';

/** One block of an e-mail: a section heading, a paragraph, or a list of label/value rows (a lead's details, a range). */
type EmailBlock =
  | { heading: string }
  | { paragraph: string }
  | { rows: Array<[label: string, value: string]> }
  | { button: { label: string; url: string } };

export interface EmailContent {
  title: string;
  /** Shown in inbox previews before the message is opened. */
  preheader?: string;
  blocks: EmailBlock[];
}

/** The footer's line: the agency's legal name (or its name), address, phone and e-mail, leaving out what is not set. */
function footerLine(brand: Brand): string {
  return [
    brand.legalName || brand.agencyName,
    brand.vatNumber ? `P. IVA ${brand.vatNumber}` : '',
    brand.address,
    brand.landline || brand.mobile,
    brand.email,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Renders an e-mail in both forms every client can read: plain text and a simple, inline-styled HTML with
 * the agency's signature (as set in the back office) and identity in the footer. Every value is escaped;
 * nothing a visitor or an administrator typed becomes markup.
 */
export function renderEmail(content: EmailContent, brand: Brand, signature = ''): { text: string; html: string } {
  const textBlocks = content.blocks.map((block) => {
    if ('heading' in block) return block.heading.toUpperCase();
    if ('paragraph' in block) return block.paragraph;
    if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    return `${block.button.label}: ${block.button.url}`;
  });
  const footer = footerLine(brand);
  const signed = signature.trim();
  const text = [content.title, '', ...textBlocks.flatMap((block) => [block, '']), ...(signed ? [signed, ''] : []), '--', footer].join('\n');

  const htmlBlocks = content.blocks
    .map((block) => {
      if ('heading' in block) return `<h2 style="font-size:18px;margin:24px 0 12px">${escapeHtml(block.heading)}</h2>`;
      if ('paragraph' in block) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`;
      if ('rows' in block) {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:6px 12px 6px 0;color:#4a5568;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
          )
          .join('');
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
      }
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;background:#f4b942;color:#14213d;padding:12px 20px;border-radius:999px;font-weight:700;text-decoration:none">${escapeHtml(block.button.label)}</a></p>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader ?? '')}</span>
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:12px">
<tr><td style="background:#12355b;color:#ffffff;padding:20px 24px;border-radius:12px 12px 0 0;font-size:18px;font-weight:700">${escapeHtml(brand.agencyName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${htmlBlocks}
${signed ? `<p style="margin:16px 0 0;line-height:1.5;white-space:pre-line">${escapeHtml(signed)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9e0ea;font-size:12px;color:#4a5568">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}
