/**
 * The conversation after the estimate without a model (the default, when OPENAI_API_KEY is not set): Amelia asks what
 * prompted the valuation, proposes the free consultation, asks morning or afternoon and opens the appointment
 * form; a "no" closes politely with WhatsApp and a phone number. A pure function over the script's state.
 */
import { START_TOKENS, reachUs, type Brand, type ChatButton, type TimeSlot } from '@valuta/shared';
import { normalizeName } from '../valuation/places/normalize.js';
import { yesOrNo } from '../chat/understand/answers.js';

export const SCRIPT_STATES = ['start', 'motivation', 'offer', 'time', 'form', 'closed', 'booked'] as const;
export type ScriptState = (typeof SCRIPT_STATES)[number];

/** Why the owner asked, as far as their words tell; a hint for the lead type in the back office. */
export type Motive = 'sell' | 'move' | 'curious' | 'other';

export interface ScriptTurn {
  state: ScriptState;
  nextQuestion: string;
  buttons?: ChatButton[];
  appointmentRequest: boolean;
  preferredTime?: TimeSlot;
  finished?: boolean;
  motive?: Motive;
}

const FOLLOW_UP_QUESTION = 'Posso chiederti cosa ti ha spinto a richiedere una valutazione oggi?';

const MOTIVE_BUTTONS: ChatButton[] = [
  { label: 'Voglio vendere casa', value: 'Voglio vendere casa' },
  { label: 'Sto pensando di cambiare casa', value: 'Sto pensando di cambiare casa' },
  { label: 'Solo curiosità', value: 'Solo curiosità' },
];
const OFFER_BUTTONS: ChatButton[] = [
  { label: 'Sì, volentieri', value: 'si' },
  { label: 'No, grazie', value: 'no' },
];
const TIME_BUTTONS: ChatButton[] = [
  { label: 'Mattina (9:00-13:00)', value: 'mattina' },
  { label: 'Pomeriggio (14:00-18:00)', value: 'pomeriggio' },
];

const TIME_QUESTION = 'Perfetto! Preferisci essere richiamato la mattina (9:00-13:00) o il pomeriggio (14:00-18:00)?';
const OFFER_QUESTION =
  'Ti andrebbe una consulenza gratuita di 30 minuti con un nostro consulente? Ti aiuta a capire il valore reale della casa e la strategia migliore, senza impegno.';

const has = (text: string, pattern: RegExp) => pattern.test(` ${normalizeName(text)} `);

function motiveOf(text: string): Motive {
  if (has(text, / (vend|vendo|vendere|vendita|mettere sul mercato)/)) return 'sell';
  if (has(text, / (cambi|trasfer|comprare|acquist|casa nuova|piu grande|piu piccola)/)) return 'move';
  if (has(text, / (curiosita|curioso|curiosa|sapere quanto vale|informarmi|per sapere)/)) return 'curious';
  return 'other';
}

/** Yes or no to the consultation, with the ways people accept or decline an offer. */
function acceptance(text: string): boolean | null {
  if (has(text, / (volentieri|perche no|mi interessa|mi piacerebbe|d accordo|richiamatemi|chiamatemi|fissiamo|prenot)/)) return true;
  if (has(text, / (non ora|non adesso|piu avanti|ci penso|magari dopo|non mi interessa|non serve)/)) return false;
  return yesOrNo(text);
}

/**
 * The slot in an answer to the slot question, where "presto" or a bare hour can only mean a time of day.
 * Elsewhere "vendere presto", "entro 12 mesi" or "15 anni fa" are not slots: see `namedSlotOf`.
 */
function timeSlotOf(text: string): TimeSlot | null {
  if (has(text, / (mattin[ao]|mattinata|di mattina|presto|(9|10|11|12)( |:|$))/)) return 'mattina';
  if (has(text, / (pomeriggio|sera|dopo pranzo|(14|15|16|17|18)( |:|$))/)) return 'pomeriggio';
  return null;
}

/**
 * Before the slot question a slot is read only when the owner asks for the call themselves and names the part of
 * the day ("chiamatemi domani mattina"): the form opens only for someone who asked for a call.
 */
function namedSlotOf(text: string): TimeSlot | null {
  if (acceptance(text) !== true) return null;
  if (has(text, / (mattin[ao]|mattinata)/)) return 'mattina';
  if (has(text, / (pomeriggio|dopo pranzo)/)) return 'pomeriggio';
  return null;
}

const SLOT_WORDS: Record<TimeSlot, string> = { mattina: 'la mattina, tra le 9:00 e le 13:00', pomeriggio: 'il pomeriggio, tra le 14:00 e le 18:00' };

function formTurn(slot: TimeSlot): ScriptTurn {
  return {
    state: 'form',
    nextQuestion: `Ottimo, ti richiamiamo ${SLOT_WORDS[slot]}. Conferma il tuo numero nel modulo qui sotto.`,
    appointmentRequest: true,
    preferredTime: slot,
  };
}

const MOTIVE_REPLIES: Record<Motive, string> = {
  sell: 'Grazie! Vendere bene parte dal prezzo giusto e da una strategia chiara.',
  move: 'Grazie! Cambiare casa vuol dire coordinare bene vendita e acquisto.',
  curious: 'Grazie! Fai bene a conoscere il valore della tua casa.',
  other: 'Grazie per avermelo detto!',
};

export function scriptTurn(state: ScriptState, message: string, brand: Brand): ScriptTurn {
  const isStart = (START_TOKENS as readonly string[]).includes(message.trim());
  const reach = reachUs(brand);
  const closing = `Nessun problema! Se cambi idea ${reach ? reach.replace('scrivici', 'puoi scriverci').replace('chiamaci', 'chiamarci') : 'ritorna qui quando vuoi'}: siamo a tua disposizione.`;

  if (isStart || state === 'start') {
    if (isStart) return { state: 'motivation', nextQuestion: FOLLOW_UP_QUESTION, buttons: MOTIVE_BUTTONS, appointmentRequest: false };
    state = 'motivation';
  }

  switch (state) {
    case 'motivation': {
      const motive = motiveOf(message);
      const slot = namedSlotOf(message);
      if (slot) return { ...formTurn(slot), motive };
      if (acceptance(message) === true && motive === 'other') {
        return { state: 'time', nextQuestion: TIME_QUESTION, buttons: TIME_BUTTONS, appointmentRequest: false, motive };
      }
      return {
        state: 'offer',
        nextQuestion: `${MOTIVE_REPLIES[motive]} ${OFFER_QUESTION}`,
        buttons: OFFER_BUTTONS,
        appointmentRequest: false,
        motive,
      };
    }
    case 'offer':
    case 'closed': {
      const slot = namedSlotOf(message);
      if (slot) return formTurn(slot);
      const answer = acceptance(message);
      if (answer === true) return { state: 'time', nextQuestion: TIME_QUESTION, buttons: TIME_BUTTONS, appointmentRequest: false };
      if (answer === false || state === 'closed') return { state: 'closed', nextQuestion: closing, appointmentRequest: false, finished: true };
      return {
        state: 'offer',
        nextQuestion: 'Vuoi che un nostro consulente ti richiami per una consulenza gratuita? Rispondi «Sì» o «No».',
        buttons: OFFER_BUTTONS,
        appointmentRequest: false,
      };
    }
    case 'time': {
      const slot = timeSlotOf(message);
      if (slot) return formTurn(slot);
      if (acceptance(message) === false) return { state: 'closed', nextQuestion: closing, appointmentRequest: false, finished: true };
      return {
        state: 'time',
        nextQuestion: 'Scegli la fascia che preferisci: mattina (9:00-13:00) o pomeriggio (14:00-18:00)?',
        buttons: TIME_BUTTONS,
        appointmentRequest: false,
      };
    }
    case 'form':
      return {
        state: 'form',
        nextQuestion: 'Compila il modulo qui sotto per confermare l’appuntamento: ci vuole un attimo.',
        appointmentRequest: true,
      };
    case 'booked':
      return {
        state: 'booked',
        nextQuestion: `Il tuo appuntamento è registrato: ti chiameremo entro 24 ore.${reach ? ` Per qualsiasi cosa ${reach}.` : ''}`,
        appointmentRequest: false,
        finished: true,
      };
  }
}
