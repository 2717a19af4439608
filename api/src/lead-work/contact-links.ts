/**
 * The links that open a call, a WhatsApp chat or an e-mail in the member's own apps. A number as owners type it
 * ('333 123 4567', '+39 333…', '0039 333…') reads as Italian unless it carries another country's prefix.
 */

/** The number's international digits (393331234567), or null when too short to be a phone number. */
function internationalDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!(digits.startsWith('39') && digits.length >= 11)) digits = `39${digits}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

export function telLink(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

export function whatsappLink(phone: string | null | undefined, text?: string): string | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function mailtoLink(email: string | null | undefined, subject?: string, body?: string): string | null {
  if (!email || !email.includes('@')) return null;
  const query = [subject ? `subject=${encodeURIComponent(subject)}` : '', body ? `body=${encodeURIComponent(body)}` : ''].filter(Boolean).join('&');
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}${query ? `?${query}` : ''}`;
}
