/**
 * Turin's quartieri as people name them, mapped to the OMI zone that covers most of each. The mapping follows
 * the zone names of OMI 2018-2 (each named after a representative street or landmark) and the quartieri
 * of the city's 40 cadastral microzones (comune.torino.it/informacasa, oict.polito.it); where a
 * quartiere spans two zones, the one holding most of its homes is used.
 */
export interface Quartiere {
  /** Shown on the button. */
  label: string;
  zone: string;
  /** Other names people type for it (matched without accents or case). */
  aliases?: string[];
}

export const TURIN_QUARTIERI: readonly Quartiere[] = [
  { label: 'Centro', zone: 'B1', aliases: ['centro storico', 'via roma', 'piazza san carlo', 'piazza castello', 'municipio'] },
  { label: 'Quadrilatero Romano', zone: 'B5', aliases: ['quadrilatero', 'via garibaldi'] },
  { label: 'Piazza Vittorio', zone: 'B7', aliases: ['vittorio veneto', 'via po', 'borgo nuovo'] },
  { label: 'Piazza Solferino', zone: 'B3', aliases: ['solferino', 'via pietro micca'] },
  { label: 'Crocetta', zone: 'C4', aliases: ['la crocetta', 'galileo ferraris', 'corso re umberto'] },
  { label: 'San Salvario', zone: 'B8', aliases: ['s salvario', 'san salvario nord'] },
  { label: 'Valentino', zone: 'C1', aliases: ['parco del valentino', 'corso massimo d azeglio'] },
  { label: 'San Secondo', zone: 'C3' },
  { label: 'Cit Turin', zone: 'C7', aliases: ['cit turin', 'citturin', 'duchessa jolanda', 'piazza statuto'] },
  { label: 'San Donato', zone: 'C8', aliases: ['campidoglio'] },
  { label: 'Porta Susa', zone: 'C6', aliases: ['politecnico', 'spina 2'] },
  { label: 'Borgo Po', zone: 'C11', aliases: ['michelotti', 'corso casale'] },
  { label: 'Crimea - Gran Madre', zone: 'C12', aliases: ['crimea', 'gran madre', 'precollina', 'pre collina'] },
  { label: 'Vanchiglia', zone: 'C16', aliases: ['vanchiglietta', 'borgo rossini', 'lungo po antonelli'] },
  { label: 'Aurora', zone: 'C10', aliases: ['corso palermo'] },
  { label: 'Porta Palazzo - Borgo Dora', zone: 'C9', aliases: ['porta palazzo', 'borgo dora', 'valdocco'] },
  { label: 'San Paolo - Cenisia', zone: 'C13', aliases: ['borgo san paolo', 'san paolo', 'cenisia'] },
  { label: 'Pozzo Strada', zone: 'D7' },
  { label: 'Parella', zone: 'D8', aliases: ['aeronautica', 'borgata lesna'] },
  { label: 'Santa Rita', zone: 'D5', aliases: ['mirafiori nord'] },
  { label: 'Mirafiori Sud', zone: 'D6', aliases: ['mirafiori'] },
  { label: 'Lingotto', zone: 'D4' },
  { label: 'Nizza Millefonti', zone: 'D3', aliases: ['nizza', 'millefonti', 'italia 61', 'carducci', 'molinette'] },
  { label: 'Parco Dora - Spina 3', zone: 'D9', aliases: ['parco dora', 'spina 3', 'eurotorino'] },
  { label: 'Docks Dora', zone: 'D11', aliases: ['spina 4', 'borgo dora nord'] },
  { label: 'Madonna di Campagna', zone: 'D10', aliases: ['madonna campagna'] },
  { label: 'Borgo Vittoria', zone: 'D13', aliases: ['lucento', 'vallette', 'le vallette'] },
  { label: 'Barriera di Milano', zone: 'D14', aliases: ['barriera', 'regio parco', 'monumentale'] },
  { label: 'Rebaudengo', zone: 'D12', aliases: ['falchera nord'] },
  { label: 'Falchera - Barca - Bertolla', zone: 'D15', aliases: ['falchera', 'barca', 'bertolla', 'villaretto'] },
  { label: 'Collina', zone: 'E1', aliases: ['villa della regina', 'collina torinese'] },
  { label: 'Cavoretto', zone: 'E3' },
  { label: 'Superga - Sassi', zone: 'E2', aliases: ['superga', 'sassi', 'reaglie'] },
];

/**
 * The quartieri on the buttons before the owner types: large residential quartieri spread over the city,
 * so that most owners see theirs or a neighbour at a glance on a phone; the type-ahead finds every other.
 */
export const TURIN_SHORT_LIST: readonly string[] = ['Centro', 'San Salvario', 'Crocetta', 'San Paolo - Cenisia', 'Santa Rita', 'Barriera di Milano'];
