/** The six people of the about page's carousel: static name, role and description. */
export interface TeamMember {
  name: string;
  role: string;
  description: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Roberto Ferraris',
    role: 'Fondatore e consulente senior',
    description:
      'Nel mercato immobiliare torinese da oltre 30 anni. Segue di persona le vendite più complesse: eredità, immobili di pregio, cambi casa con tempi stretti.',
  },
  {
    name: 'Chiara Bellini',
    role: 'Responsabile valutazioni',
    description:
      'Architetta, costruisce i nostri dati di zona partendo dalle quotazioni OMI e dalle compravendite reali. È lei a rivedere le stime prima del sopralluogo.',
  },
  {
    name: 'Davide Martini',
    role: 'Consulente vendite, Torino centro e Crocetta',
    description:
      'Conosce ogni via tra Porta Nuova e il Politecnico. Prepara con i proprietari il prezzo di partenza e la strategia delle prime settimane.',
  },
  {
    name: 'Sara Colombo',
    role: 'Consulente vendite, cintura sud',
    description: 'Moncalieri, Nichelino, Trofarello: segue famiglie che vendono per cambiare casa e coordina le date di rogito e di acquisto.',
  },
  {
    name: 'Luca Gribaudo',
    role: 'Marketing e fotografia',
    description:
      'Foto, planimetrie e video degli immobili, e la promozione sui portali e sui social. Ogni annuncio esce solo quando la casa dà il meglio di sé.',
  },
  {
    name: 'Marta Rinaldi',
    role: 'Assistenza clienti',
    description: 'La voce che risponde al telefono e su WhatsApp. Fissa gli appuntamenti, segue i documenti e ti tiene aggiornato dopo ogni visita.',
  },
];
