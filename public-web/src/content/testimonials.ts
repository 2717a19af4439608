/** Reviews shown on the public pages (static): name, city, stars and text. */
export interface Testimonial {
  name: string;
  city: string;
  stars: number;
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Francesca M.',
    city: 'Torino, Crocetta',
    stars: 5,
    text: 'La stima online era già molto vicina al prezzo finale. Il consulente è venuto a vedere la casa due giorni dopo e in sette settimane avevamo il rogito.',
  },
  {
    name: 'Giorgio e Laura P.',
    city: 'Moncalieri',
    stars: 5,
    text: 'Dovevamo vendere e comprare insieme e temevamo di restare senza casa. Ci hanno costruito un calendario preciso: nessun trasloco doppio, nessun mutuo ponte.',
  },
  {
    name: 'Stefano R.',
    city: 'Torino, San Salvario',
    stars: 5,
    text: 'Nella dashboard vedevo ogni visita e il parere di chi era venuto. Quando due acquirenti hanno detto che il prezzo era alto abbiamo corretto subito, senza perdere mesi.',
  },
  {
    name: 'Anna C.',
    city: 'Rivoli',
    stars: 4,
    text: 'Ho cambiato agente dopo il primo mese perché non mi trovavo: nessuna penale, nessuna discussione. Il secondo ha venduto in fretta.',
  },
  {
    name: 'Marco D.',
    city: 'Collegno',
    stars: 5,
    text: 'Amelia mi ha fatto domande sensate, non il solito modulo infinito. Poi una persona vera mi ha chiamato il giorno dopo, come promesso.',
  },
  {
    name: 'Elena B.',
    city: 'Torino, Cit Turin',
    stars: 5,
    text: 'Casa ereditata, tre fratelli da mettere d’accordo. Ci hanno spiegato valore, tasse e tempi con pazienza. Consigliati.',
  },
];
