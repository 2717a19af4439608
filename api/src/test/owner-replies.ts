/**
 * A typical owner's replies to Amelia, typed ('say') or pressed ('press'), from the comune to the energy class:
 * a flat in Turin placed in its quartiere. The API tests and the browser tests walk the chat with the same ones.
 */
export const TURIN_FLAT: Array<['say' | 'press', string]> = [
  ['say', 'Torino'],
  ['say', 'Via Nizza 120'],
  ['press', 'si'],
  ['press', 'San Salvario'],
  ['press', 'CONDOMINIUM'],
  ['say', '90'],
  ['press', '3'],
  ['press', '1'],
  ['say', '2° piano'],
  ['press', 'si'],
  ['press', 'balcone'],
  ['press', 'no'],
  ['press', 'GOOD'],
  ['say', '1965'],
  ['press', 'D'],
];
