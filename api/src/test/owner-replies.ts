/**
 * A typical owner's replies to Amelia, typed ('say') or pressed ('press'): a flat in Turin placed in its
 * quartiere. The API tests and the browser tests walk the chat with the same ones.
 */
export type Reply = ['say' | 'press', string];

/** From the comune to the choice: what moves the price most. */
const ESSENTIALS: Reply[] = [
  ['say', 'Torino'],
  ['say', 'Via Nizza 120'],
  ['press', 'si'],
  ['press', 'San Salvario'],
  ['press', 'CONDOMINIUM'],
  ['say', '90'],
  ['say', '2° piano'],
  ['press', 'si'],
  ['press', 'GOOD'],
];

/** The fast path: ten answers from the comune to the contact form. */
export const TURIN_FLAT_FAST: Reply[] = [...ESSENTIALS, ['press', 'stima']];

/** The details the fast path skips, as the detailed path and the refinement after the estimate ask them. */
const TURIN_FLAT_DETAILS: Reply[] = [
  ['press', '3'],
  ['press', '1'],
  ['press', 'balcone'],
  ['press', 'no'],
  ['say', '1965'],
  ['press', 'D'],
];

/** The detailed path: every question. */
export const TURIN_FLAT: Reply[] = [...ESSENTIALS, ['press', 'dettagli'], ...TURIN_FLAT_DETAILS];
