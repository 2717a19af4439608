/**
 * Price zones of Torino (the 41 residential OMI zones of Agenzia Entrate – OMI) with our asking-price level
 * in €/m² for a used flat in a condominium in normal/good condition.
 *
 * Sources (docs/valuation-model.md gives the full reasoning):
 * - Zone list, names and centroids: OMI zone file and KML 2018-2 (Agenzia Entrate – OMI, republished by onData,
 *   github.com/ondata/quotazioni-immobiliari-agenzia-entrate); centroids are area-weighted centres of the zones'
 *   polygons.
 * - min/mid/max: published price evidence per zone (FIAIP Osservatorio 2024 via torinocronaca.it/news/torino/490130;
 *   idealista Q3 2020 rescaled by the city asking index 1,678 → 2,030; immobiliare.it listing sample Oct 2022 –
 *   Jan 2023; OICT 2017; Furbatto borsino Crocetta), synthesised per zone at the late-2024/2025 asking level.
 *   `min`/`max` are the usual spread of asking prices inside the zone, not a confidence interval.
 * - Cross-check: OMI 2018-2 "Abitazioni civili, stato normale" ranges of the same zones (in `omi2018`), which sit
 *   below asking prices (CRIF: 56% of appraisals above OMI ranges) and predate a +19% rise of the city's asking
 *   average (1,711 €/m² Q3 2018 → 2,040 in 2024, immobiliare.it).
 */
export interface EmbeddedZone {
  code: string;
  name: string;
  /** Fascia OMI: B centrale, C semicentrale, D periferica, E collinare/suburbana. */
  band: 'B' | 'C' | 'D' | 'E';
  min: number;
  mid: number;
  max: number;
  centroid: { lat: number; lng: number };
  /** OMI 2018-2 Abitazioni civili, stato normale, €/m² (cross-check only). */
  omi2018: [number, number] | null;
}

const zone = (
  code: string,
  name: string,
  [min, mid, max]: [number, number, number],
  [lat, lng]: [number, number],
  omi2018: [number, number] | null,
): EmbeddedZone => ({ code, name, band: code[0] as EmbeddedZone['band'], min, mid, max, centroid: { lat, lng }, omi2018 });

export const TURIN_ZONES: readonly EmbeddedZone[] = [
  zone('B1', 'Centro - Via Roma, Piazza San Carlo', [3200, 4000, 5200], [45.0677, 7.68266], [2200, 3300]),
  zone('B2', 'Centro - Carlo Emanuele II, Piazza Carlina', [3000, 3800, 4800], [45.0648, 7.68457], [2300, 3200]),
  zone('B3', 'Centro - Solferino', [3200, 4000, 5000], [45.06788, 7.67413], [2000, 3000]),
  zone('B4', 'Centro - Vinzaglio, Cernaia', [2700, 3300, 4000], [45.06911, 7.66752], [1950, 2900]),
  zone('B5', 'Quadrilatero Romano - Garibaldi', [2700, 3400, 4300], [45.07436, 7.67643], [1750, 2550]),
  zone('B6', 'Centro - Piazza Castello', [2900, 3600, 4500], [45.0715, 7.68784], [2200, 3300]),
  zone('B7', 'Centro - Via della Rocca, Piazza Vittorio', [2800, 3600, 4600], [45.06315, 7.69365], [2200, 3200]),
  zone('B8', 'San Salvario', [2200, 2750, 3400], [45.0587, 7.68103], [1400, 2100]),
  zone('B9', 'Crocetta nord - Stati Uniti', [2400, 3000, 3700], [45.06455, 7.66935], [2100, 3000]),
  zone('C1', 'Valentino', [2500, 3100, 3900], [45.05036, 7.6837], [1800, 2700]),
  zone('C2', 'San Salvario sud - Dante', [1900, 2300, 2900], [45.0497, 7.67407], [1500, 2200]),
  zone('C3', 'San Secondo', [2100, 2600, 3200], [45.05902, 7.67415], [1650, 2300]),
  zone('C4', 'Crocetta - Galileo Ferraris', [2400, 3000, 3800], [45.05758, 7.66689], [1800, 2700]),
  zone('C5', 'Crocetta sud - De Gasperi', [2000, 2500, 3100], [45.05512, 7.66243], [1850, 2700]),
  zone('C6', 'Politecnico - Porta Susa, Spina 2', [2000, 2500, 3200], [45.06735, 7.65983], [1900, 2800]),
  zone('C7', 'Cit Turin - Duchessa Jolanda', [2300, 2900, 3700], [45.07575, 7.66096], [1700, 2500]),
  zone('C8', 'San Donato - Campidoglio', [1800, 2250, 2800], [45.08263, 7.66245], [1250, 1850]),
  zone('C9', 'Porta Palazzo - Borgo Dora, Valdocco', [1300, 1700, 2200], [45.07898, 7.68055], [1250, 1850]),
  zone('C10', 'Aurora - Palermo', [1000, 1350, 1750], [45.08489, 7.69089], [1150, 1700]),
  zone('C11', 'Borgo Po - Michelotti', [2200, 2800, 3500], [45.06948, 7.71962], [1850, 2750]),
  zone('C12', 'Crimea - Gran Madre', [2500, 3200, 4200], [45.05435, 7.69434], [2000, 3000]),
  zone('C13', 'Borgo San Paolo - Cenisia', [1650, 2000, 2400], [45.06195, 7.6465], [1800, 2600]),
  zone('C15', 'Duca degli Abruzzi', [2200, 2800, 3500], [45.06217, 7.66524], [2100, 3100]),
  zone('C16', 'Vanchiglia - Vanchiglietta', [1700, 2200, 2800], [45.07186, 7.71024], [1800, 2650]),
  zone('D2', 'Nizza Millefonti nord - Carducci', [1450, 1800, 2200], [45.03206, 7.66965], [1300, 1900]),
  zone('D3', "Nizza Millefonti sud - Italia '61", [1500, 1900, 2400], [45.02321, 7.67043], [1400, 2100]),
  zone('D4', 'Lingotto', [1350, 1650, 2000], [45.02906, 7.6586], [1200, 1800]),
  zone('D5', 'Santa Rita - Mirafiori Nord', [1450, 1750, 2100], [45.04058, 7.6402], [1300, 1950]),
  zone('D6', 'Mirafiori Sud', [1150, 1400, 1750], [45.02382, 7.61728], [1150, 1700]),
  zone('D7', 'Pozzo Strada', [1650, 2000, 2450], [45.06959, 7.63571], [1600, 2400]),
  zone('D8', 'Parella - Aeronautica', [1550, 1900, 2350], [45.07478, 7.62447], [1350, 2000]),
  zone('D9', 'Spina 3 - Parco Dora', [1600, 2000, 2500], [45.09056, 7.6582], [1500, 2300]),
  zone('D10', 'Madonna di Campagna', [1000, 1300, 1650], [45.10022, 7.66729], [1100, 1600]),
  zone('D11', 'Spina 4 - Docks Dora', [1250, 1600, 2000], [45.09611, 7.68603], [1200, 1700]),
  zone('D12', 'Rebaudengo', [850, 1100, 1400], [45.09764, 7.70195], [1100, 1600]),
  zone('D13', 'Borgo Vittoria - Lucento - Vallette', [850, 1150, 1450], [45.11381, 7.67701], [1250, 1850]),
  zone('D14', 'Barriera di Milano - Regio Parco', [800, 1050, 1350], [45.08975, 7.7116], [1250, 1850]),
  zone('D15', 'Barca - Bertolla - Falchera', [850, 1100, 1350], [45.09573, 7.73243], [1100, 1650]),
  zone('E1', 'Collina - Villa della Regina', [2200, 3000, 4500], [45.0526, 7.72158], [1450, 2200]),
  zone('E2', 'Collina - Superga, Sassi', [1600, 2200, 3000], [45.07458, 7.75136], [1400, 2100]),
  zone('E3', 'Collina - Cavoretto', [1900, 2600, 3600], [45.03111, 7.69506], [1600, 2400]),
];

/** The city as a whole, for a Turin address whose zone is not known (asking average 2024: 2,040 €/m²). */
export const TURIN_CITY_AVERAGE = { min: 1500, mid: 2050, max: 2900 } as const;

/** The period the embedded prices describe. Imported OMI prices replace them only when they are newer. */
export const EMBEDDED_PRICE_PERIOD = '2025-1';
