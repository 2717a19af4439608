import { reachUs, type Brand } from '@valuta/shared';

/** The words that ask for a reply: said only where the message has a Reply-To that a person reads. */
export const REPLY_TO_THIS_EMAIL = 'rispondi a questa e-mail';

/**
 * How an owner reaches the agency, as the end of a sentence ("rispondi a questa e-mail o chiamaci al …"):
 * a reply only when `replyTo` is set, the agency's numbers when it has them; '' when there is no way at all,
 * and then the sentence is left out rather than pointing at nobody.
 */
function waysToReach(brand: Pick<Brand, 'landline' | 'mobile' | 'whatsapp'>, replyTo: string | null | undefined): string {
  return [replyTo ? REPLY_TO_THIS_EMAIL : '', reachUs(brand)].filter(Boolean).join(' o ');
}

/** A sentence that ends with the ways to reach the agency, or nothing when there is none. */
export function reachSentence(
  start: string,
  brand: Pick<Brand, 'landline' | 'mobile' | 'whatsapp'>,
  replyTo: string | null | undefined,
): Array<{ paragraph: string }> {
  const ways = waysToReach(brand, replyTo);
  return ways ? [{ paragraph: `${start} ${ways}.` }] : [];
}
