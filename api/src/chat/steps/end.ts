/** The two resting steps: data complete and waiting for the contact form, and the valuation done. */
import type { StepDefinition } from '../types.js';

const CONTACT_REQUEST = 'Grazie, ho tutti i dati che mi servono! Lasciami i tuoi contatti nel modulo qui sotto: ti mostro subito la stima';

export const contactStep: StepDefinition = {
  id: 'contact',
  phase: 'processing',
  // Without a mail server the estimate is only shown, so the e-mail is not promised.
  ask: ({ estimateByEmail }) => ({ text: estimateByEmail ? `${CONTACT_REQUEST} e te la invio anche per e-mail.` : `${CONTACT_REQUEST}.` }),
  answer: () => ({
    kind: 'retry',
    counts: false,
    prompt: { text: 'Inserisci i tuoi contatti nel modulo qui sotto: subito dopo ti mostro la stima.' },
  }),
};

export const completedStep: StepDefinition = {
  id: 'completed',
  phase: 'completed',
  ask: () => ({ text: 'La tua valutazione è pronta: la trovi nella pagina del risultato.' }),
  answer: () => ({
    kind: 'retry',
    counts: false,
    prompt: { text: 'La tua valutazione è pronta: la trovi nella pagina del risultato, dove possiamo continuare a parlarne.' },
  }),
};
