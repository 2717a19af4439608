/**
 * Where the home is: the comune (covered or not), the address with its confirmation card, and the quartiere
 * when the address cannot be placed in a price zone.
 */
import { CITY_QUESTION } from '@valuta/shared';
import { DEFAULT_COVERED_COMUNI } from '../../valuation/data/covered-comuni.js';
import {
  comuneLabel,
  HOUSE_NUMBER,
  houseNumberOf,
  parseStreetAddress,
  streetPart,
  type ComuneRef,
  type ComuneRecognition,
} from '../../valuation/valuation-domain.js';
import { isNotSure, yesOrNo } from '../understand/answers.js';
import type { Prompt, StepContext, StepDefinition, StepOutcome } from '../types.js';
import { NOT_SURE, YES_NO } from './buttons.js';

const SKIP_ADDRESS = 'salta_indirizzo';
const ANOTHER_COMUNE = 'altro';
const CHOICE_PREFIX = 'istat:';

const cityPrompt: Prompt = { text: CITY_QUESTION };

function comuneOf({ property, domain }: StepContext): ComuneRef {
  const comune = property.comuneIstat ? domain.comuneByIstat(property.comuneIstat) : null;
  if (!comune) throw new Error('The comune must be known before the address');
  return comune;
}

function placeUpdate(comune: ComuneRef) {
  return { city: comune.name, town: comune.name, comuneIstat: comune.istat, province: comune.province };
}

/** A recognised covered comune: on to the address, or straight to its card when the reply held a street. */
async function enterComune(comune: ComuneRef, text: string, context: StepContext): Promise<StepOutcome> {
  context.state.comuneChoices = undefined;
  if (!(await context.domain.isCovered(comune.istat))) {
    return { kind: 'advance', update: placeUpdate(comune), to: 'unsupported_city' };
  }
  const update = placeUpdate(comune);
  Object.assign(context.property, update);
  if (parseStreetAddress(text)) {
    const proposal = await proposeAddress(text, context);
    if (proposal.kind === 'advance') return { ...proposal, update };
  }
  return { kind: 'advance', update, acknowledge: `Perfetto, ${comune.name}!` };
}

function choiceButtons(candidates: ComuneRef[]) {
  return candidates.slice(0, 6).map((comune) => ({ label: comuneLabel(comune), value: `${CHOICE_PREFIX}${comune.istat}` }));
}

function recognitionOutcome(recognition: ComuneRecognition, text: string, context: StepContext): Promise<StepOutcome> | StepOutcome {
  switch (recognition.kind) {
    case 'found':
      return enterComune(recognition.comune, text, context);
    case 'ambiguous':
      context.state.comuneChoices = recognition.candidates.map((comune) => comune.istat);
      return {
        kind: 'retry',
        prompt: { text: 'Ci sono più comuni con questo nome: quale intendi?', buttons: choiceButtons(recognition.candidates) },
      };
    case 'suggestion': {
      context.state.comuneChoices = recognition.candidates.map((comune) => comune.istat);
      const [first] = recognition.candidates;
      return {
        kind: 'retry',
        prompt: {
          text: `Non ho trovato «${text.trim()}». Intendevi ${first!.name}?`,
          buttons: [...choiceButtons(recognition.candidates), { label: 'No, un altro comune', value: ANOTHER_COMUNE }],
        },
      };
    }
    case 'unknown':
      return {
        kind: 'retry',
        prompt: {
          text: "Non ho riconosciuto il comune. Scrivimi il nome del comune in cui si trova l'immobile, per esempio «Torino» o «Moncalieri».",
        },
      };
  }
}

/** The comuni offered as buttons after two unreadable replies to the city question. */
const CITY_FALLBACK = ['Torino', 'Moncalieri', 'Collegno', 'Rivoli', 'Nichelino', 'Settimo Torinese'];

export const cityStep: StepDefinition = {
  id: 'city',
  phase: 'collecting_data',
  ask: () => cityPrompt,
  fallback: () => ({
    kind: 'retry',
    prompt: {
      text: 'Scegli il comune qui sotto, oppure scrivimi solo il suo nome (per esempio «Torino»).',
      buttons: [
        ...DEFAULT_COVERED_COMUNI.filter((comune) => CITY_FALLBACK.includes(comune.name)).map((comune) => ({
          label: comune.name,
          value: `${CHOICE_PREFIX}${comune.istat}`,
        })),
        { label: 'Un altro comune', value: ANOTHER_COMUNE },
      ],
    },
  }),
  async answer(text, context) {
    const trimmed = text.trim();
    if (trimmed === ANOTHER_COMUNE) {
      context.state.comuneChoices = undefined;
      return { kind: 'retry', prompt: { text: 'Nessun problema: scrivimi di nuovo il nome del comune.' }, counts: false };
    }
    if (trimmed.startsWith(CHOICE_PREFIX)) {
      const comune = context.domain.comuneByIstat(trimmed.slice(CHOICE_PREFIX.length));
      if (comune) return enterComune(comune, text, context);
    }
    return recognitionOutcome(await context.domain.recognizeComune(text), text, context);
  },
};

export const unsupportedCityStep: StepDefinition = {
  id: 'unsupported_city',
  phase: 'unsupported_city',
  ask: ({ property }) => ({
    text: `Al momento non facciamo valutazioni online a ${property.city}, ma un nostro consulente può valutare il tuo immobile di persona. Lasciaci i tuoi recapiti nel modulo qui sotto: ti contatteremo e ti avviseremo quando il servizio arriverà nella tua città.`,
  }),
  async answer(text, context) {
    // The owner may correct the comune ("scusa, è a Torino"); anything else points back to the form.
    const recognition = await context.domain.recognizeComune(text);
    if (recognition.kind === 'found' && recognition.covered) {
      const outcome = await enterComune(recognition.comune, text, context);
      return outcome.kind === 'advance' && !outcome.to ? { ...outcome, to: 'address' } : outcome;
    }
    return {
      kind: 'retry',
      counts: false,
      prompt: { text: 'Compila il modulo qui sotto con i tuoi recapiti: un nostro consulente ti ricontatterà al più presto.' },
    };
  },
};

function addressPrompt({ state }: StepContext): Prompt {
  if (state.addressRejections >= 2) {
    return { text: "Per favore, scrivimi l'indirizzo completo: via o piazza e numero civico (per esempio «Via Roma 10»)." };
  }
  return {
    text: "Qual è l'indirizzo dell'immobile? Scrivimi via o piazza e numero civico, per esempio «Corso Francia 15».",
    buttons: [{ label: 'Preferisco non indicarlo', value: SKIP_ADDRESS }],
  };
}

const REQUIRED_ADDRESS_HELP =
  'Per continuare mi serve l’indirizzo: scrivimi il nome della via o della piazza e il numero civico, per esempio «Via Roma 10» o «Corso Francia 15».';

/** Geocodes a typed address within the comune and offers it on the confirmation card. */
async function proposeAddress(text: string, context: StepContext): Promise<StepOutcome> {
  const comune = comuneOf(context);
  const found = await context.domain.geocode(text, comune);
  if (!found) {
    return {
      kind: 'retry',
      prompt: { text: `Non trovo questo indirizzo a ${comune.name}. Controllalo e riscrivilo, per favore: via o piazza e numero civico.` },
    };
  }
  // A real geocoder places the point: the zone polygon that holds it names the quartiere on the same card.
  const zoneCode = found.precision === 'street' ? await context.domain.zoneAt(comune, found.lat, found.lng) : null;
  const quartiere = zoneCode ? context.domain.quartiereOfZone(comune, zoneCode)?.label : undefined;
  context.state.pendingAddress = {
    ...found,
    typed: text.trim(),
    ...(zoneCode ? { zoneCode } : {}),
    ...(quartiere ? { quartiere } : {}),
  };
  return { kind: 'advance', to: 'address_confirm' };
}

/** "Racconigi 60": a street name and a number without via, corso or piazza (the comune may follow a comma). */
const UNTYPED_STREET = new RegExp(String.raw`^([\p{L}][\p{L}'’. ]{2,60}?)[\s,]+(?:n\.?\s?)?(${HOUSE_NUMBER})$`, 'iu');

function untypedStreet(text: string): { name: string; number: string } | null {
  const match = streetPart(text).match(UNTYPED_STREET);
  if (!match) return null;
  const name = match[1]!.trim().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  return { name, number: houseNumberOf(match[2]!) };
}

/**
 * A street typed without its type: a real geocoder usually knows it as typed; otherwise Amelia asks once,
 * suggesting "Via …" and "Corso …", and the second time takes "Via …" to the card, where a "No" corrects it.
 */
async function untypedStreetOutcome(street: { name: string; number: string }, text: string, context: StepContext): Promise<StepOutcome> {
  if (context.domain.geocoderKind !== 'embedded') {
    const found = await context.domain.geocode(text, comuneOf(context));
    if (found?.precision === 'street') return proposeAddress(text, context);
  }
  const asVia = `Via ${street.name} ${street.number}`;
  if (context.state.addressSuggested) return proposeAddress(asVia, context);
  context.state.addressSuggested = true;
  return {
    kind: 'retry',
    counts: false,
    prompt: {
      text: `Intendi «${asVia}»? Se è un corso, una piazza o altro, scegli qui sotto o riscrivimelo con il tipo di strada.`,
      buttons: [
        { label: asVia, value: asVia },
        { label: `Corso ${street.name} ${street.number}`, value: `Corso ${street.name} ${street.number}` },
        { label: `Piazza ${street.name} ${street.number}`, value: `Piazza ${street.name} ${street.number}` },
      ],
    },
  };
}

export const addressStep: StepDefinition = {
  id: 'address',
  phase: 'collecting_data',
  ask: addressPrompt,
  // Two replies that are no address: on with the quartiere, which places the home well enough. After two "no"
  // to the card the address is required, so Amelia shows once more how to write it instead.
  fallback: (context) => {
    if (context.state.addressRejections >= 2) return { kind: 'retry', prompt: { text: REQUIRED_ADDRESS_HELP } };
    context.state.pendingAddress = undefined;
    return { kind: 'advance', acknowledge: 'Va bene, andiamo avanti senza indirizzo.' };
  },
  async answer(text, context) {
    const { state } = context;
    const required = state.addressRejections >= 2;
    if (!required && (text.trim() === SKIP_ADDRESS || isNotSure(text) || /preferisco non/i.test(text))) {
      return { kind: 'advance', acknowledge: 'Va bene, nessun problema.' };
    }
    const street = parseStreetAddress(text);
    const untyped = street ? null : untypedStreet(text);
    if (untyped) return untypedStreetOutcome(untyped, text, context);
    // After two "no" the street and number are required: a street without its number, or "non so", is read, so
    // it does not count as a reply Amelia could not read.
    if (required && !street?.houseNumber) return { kind: 'retry', prompt: addressPrompt(context), counts: !street && !isNotSure(text) };
    if (!street) {
      const quartiere = context.domain.findQuartiere(comuneOf(context), text);
      if (quartiere) {
        return {
          kind: 'advance',
          update: { quartiere: quartiere.label, zoneCode: quartiere.zone },
          acknowledge: `Perfetto, zona ${quartiere.label}.`,
        };
      }
      return {
        kind: 'retry',
        prompt: {
          text: 'Non riesco a leggere l’indirizzo. Scrivimi via o piazza e numero civico, per esempio «Via Nizza 120». Se preferisci non indicarlo, premi «Preferisco non indicarlo».',
          buttons: addressPrompt(context).buttons,
        },
      };
    }
    return proposeAddress(text, context);
  },
};

const CONFIRM_HELP = 'Rispondi «Sì» se l’indirizzo è corretto, oppure «No» per riscriverlo.';

function confirmationPrompt({ state, property }: StepContext): Prompt {
  const pending = state.pendingAddress!;
  return {
    text: pending.quartiere
      ? `Ho trovato questo indirizzo, in zona ${pending.quartiere}: è corretto?`
      : pending.precision === 'street'
        ? 'Ho trovato questo indirizzo: è corretto?'
        : `Ho registrato questo indirizzo a ${property.city}: è corretto?`,
    addressConfirmation: { formattedAddress: pending.formattedAddress, lat: pending.lat, lng: pending.lng, precision: pending.precision },
    buttons: YES_NO,
  };
}

export const addressConfirmStep: StepDefinition = {
  id: 'address_confirm',
  phase: 'collecting_data',
  applies: ({ state }) => Boolean(state.pendingAddress),
  expected: ({ state }) => Boolean(state.pendingAddress) || !state.answered.includes('address'),
  ask: confirmationPrompt,
  // Two replies that are neither yes nor no: the address stays out and the quartiere is asked, unless the address
  // is required (two "no" already): then the card stays, its buttons always read.
  fallback: (context) => {
    if (context.state.addressRejections >= 2) return { kind: 'retry', prompt: { ...confirmationPrompt(context), text: CONFIRM_HELP } };
    context.state.pendingAddress = undefined;
    return { kind: 'advance', acknowledge: 'Va bene, lasciamo stare l’indirizzo.' };
  },
  async answer(text, context) {
    const { state } = context;
    const pending = state.pendingAddress;
    if (!pending) return { kind: 'advance', to: 'address' };
    const answer = yesOrNo(text);
    if (answer === true) {
      state.pendingAddress = undefined;
      state.addressRejections = 0;
      const zoneCode =
        pending.zoneCode ?? (pending.precision === 'street' ? await context.domain.zoneAt(comuneOf(context), pending.lat, pending.lng) : null);
      return {
        kind: 'advance',
        acknowledge: 'Perfetto!',
        update: {
          address: pending.typed,
          formattedAddress: pending.formattedAddress,
          street: pending.street,
          houseNumber: pending.houseNumber,
          lat: pending.lat,
          lng: pending.lng,
          addressPrecision: pending.precision,
          ...(zoneCode ? { zoneCode } : {}),
          ...(pending.quartiere ? { quartiere: pending.quartiere } : {}),
        },
      };
    }
    if (answer === false) {
      state.pendingAddress = undefined;
      state.addressRejections += 1;
      return {
        kind: 'advance',
        to: 'address',
        acknowledge: state.addressRejections >= 2 ? undefined : 'Nessun problema: riscrivimi l’indirizzo, per favore.',
      };
    }
    if (parseStreetAddress(text)) return proposeAddress(text, context);
    return { kind: 'retry', prompt: { ...confirmationPrompt(context), text: CONFIRM_HELP } };
  },
};

/** Buttons for the quartieri named after the street, then the likely few: more than eight are a wall on a phone. */
const MAX_QUARTIERE_BUTTONS = 7;

/**
 * The quartiere question. After an address the owner gave, Amelia says why she still asks (the address could not
 * be placed in a zone of the comune), and the quartieri the zone tables know the street by come first. A few
 * likely quartieri as buttons, every one for the type-ahead: 34 buttons are a wall on a phone.
 */
async function zonePrompt(context: StepContext): Promise<Prompt> {
  const comune = comuneOf(context);
  const { property, domain } = context;
  const asButton = (quartiere: { label: string }) => ({ label: quartiere.label, value: quartiere.label });
  const street = property.address ? property.street : undefined;
  const near = street ? (await domain.quartieriNamedAfter(comune, street)).slice(0, 3) : [];
  const likely = domain.likelyQuartieri(comune).filter((quartiere) => !near.includes(quartiere));
  const buttons = [...near, ...likely].slice(0, MAX_QUARTIERE_BUTTONS).map(asButton);
  const why = `Dall’indirizzo non riesco a capire in quale zona di ${comune.name} si trova, e la zona mi serve per usare i prezzi giusti.`;
  const nearText =
    near.length === 1
      ? `Per primo trovi il quartiere legato a ${street}; se è un altro, scrivine il nome.`
      : `Per primi trovi i quartieri legati a ${street}; se è un altro, scrivine il nome.`;
  const text = !property.address
    ? 'In quale quartiere si trova? Scegli qui sotto o inizia a scriverne il nome: mi serve per usare i prezzi della zona giusta.'
    : `${why} In quale quartiere si trova? ${near.length ? nearText : 'Scegli qui sotto o inizia a scriverne il nome.'}`;
  return { text, buttons: [...buttons, NOT_SURE], options: domain.quartiereOptions(comune).map(asButton) };
}

export const zoneStep: StepDefinition = {
  id: 'zone',
  phase: 'collecting_data',
  // An owner who answers with the home instead ("un appartamento di 90 metri") keeps what they said, and is
  // asked for the quartiere again. A quartiere's name is only that: "Villa della Regina" is no villa.
  hearsFacts: (text, context) => !context.domain.findQuartiere(comuneOf(context), text),
  notSure: { quartiere: null },
  applies: (context) =>
    !context.property.zoneCode && context.property.quartiere === undefined && context.domain.quartiereOptions(comuneOf(context)).length > 0,
  ask: zonePrompt,
  async answer(text, context) {
    const quartiere = context.domain.findQuartiere(comuneOf(context), text);
    if (quartiere) {
      return { kind: 'advance', update: { quartiere: quartiere.label, zoneCode: quartiere.zone }, acknowledge: 'Perfetto.' };
    }
    return {
      kind: 'retry',
      prompt: {
        ...(await zonePrompt(context)),
        text: 'Non conosco questo quartiere. Scrivine l’inizio e sceglilo tra i suggerimenti, oppure premi «Non so».',
      },
    };
  },
};
