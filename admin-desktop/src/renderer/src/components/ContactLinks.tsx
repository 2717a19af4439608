import type { CSSProperties } from 'react';

/** A phone number as a `tel:` link dials it: only its digits and a leading '+'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Told apart from the text around it by more than its colour (underlined, with the kind of contact before it), and
 * a target a finger can hit: at least 24 px high.
 */
const LINK_STYLE: CSSProperties = { display: 'inline-block', minHeight: 24, lineHeight: '24px', textDecoration: 'underline' };

/** An e-mail address that opens the mail client. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} style={LINK_STYLE}>
      <span aria-hidden="true">✉︎ </span>
      {email}
    </a>
  );
}

/** A phone number that opens the dialer. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} style={LINK_STYLE}>
      <span aria-hidden="true">☎︎ </span>
      {phone}
    </a>
  );
}
