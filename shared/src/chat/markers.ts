/**
 * The assistant's markers: the appointment-form marker OPEN_FORM and the contact-form marker
 * OPEN_CONTACT_FORM, in every spelling the assistant may use ([OPEN_FORM], <OPEN_FORM>, OPEN-FORM, OPEN_FORM, wrapped
 * in markdown), and the messages the chat never shows ('start_conversation', '__START__', anything with
 * '[SYSTEM]', and a message made only of a marker). Server and client read them with the same rules.
 */

export const OPEN_FORM_MARKER = 'OPEN_FORM';
export const OPEN_CONTACT_FORM_MARKER = 'OPEN_CONTACT_FORM';
export const START_TOKENS = ['start_conversation', '__START__'] as const;

const WRAP = String.raw`(?:\*\*|\*|__|_|~~|\x60{1,3})?`;
const marker = (words: string[]) => new RegExp(String.raw`${WRAP}\s*[\[<({]?\s*${words.join(String.raw`[-_ ]`)}\s*[\]>)}]?\s*${WRAP}`, 'gi');

// The contact-form marker is matched first, so OPEN_FORM never eats the middle of OPEN_CONTACT_FORM.
const CONTACT_FORM = marker(['OPEN', 'CONTACT', 'FORM']);
const APPOINTMENT_FORM = marker(['OPEN', 'FORM']);

export interface ReadMarkers {
  /** The text to show, with every marker removed and the spacing tidied. */
  text: string;
  openForm: boolean;
  openContactForm: boolean;
  /** True when nothing is left to show. */
  hidden: boolean;
}

export function isHiddenMessage(content: string): boolean {
  const trimmed = content.trim();
  return (START_TOKENS as readonly string[]).includes(trimmed) || trimmed.includes('[SYSTEM]');
}

export function readMarkers(content: string): ReadMarkers {
  let openContactForm = false;
  let openForm = false;
  const withoutContact = content.replace(CONTACT_FORM, () => {
    openContactForm = true;
    return ' ';
  });
  const withoutMarkers = withoutContact.replace(APPOINTMENT_FORM, () => {
    openForm = true;
    return ' ';
  });
  const text = withoutMarkers
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, openForm, openContactForm, hidden: text === '' || isHiddenMessage(content) };
}
