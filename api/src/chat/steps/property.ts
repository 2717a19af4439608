/**
 * What the home is like: type, surface, rooms, bathrooms, floor and lift, outdoor spaces, garage, condition,
 * year built and energy class. Each question reads its answer from the reply as understand/reply.ts gives it
 * (`reply.asked`); the other facts of the reply are the engine's. Questions that open the client's special inputs
 * carry its words ("metri quadri", "a che piano", "in che anno"; shared/chat.ts specialInputFor).
 */
import {
  MAX_SURFACE_SQM,
  MIN_CONSTRUCTION_YEAR,
  MIN_SURFACE_SQM,
  SURFACE_MESSAGES,
  constructionYearMessages,
  type PropertyCategory,
  type PropertyData,
} from '@valuta/shared';
import { FLOOR_APPLIES } from '../../valuation/model/coefficients.js';
import { isNotSure, yesOrNo } from '../understand/answers.js';
import { FACTS_ASKED } from '../understand/reply.js';
import type { Prompt, StepContext, StepDefinition, StepOutcome } from '../types.js';
import { YES_NO, withNotSure } from './buttons.js';

const retry = (text: string, buttons?: Prompt['buttons']): StepOutcome => ({ kind: 'retry', prompt: { text, buttons } });

/** The details the fast path leaves out; "Aggiungi dettagli" asks them, and so does the refinement after the estimate. */
const onDetailedPath = ({ state }: StepContext) => state.path === 'detailed';

const TYPE_BUTTONS: Array<{ label: string; value: PropertyCategory }> = [
  { label: 'Appartamento', value: 'CONDOMINIUM' },
  { label: 'Attico', value: 'PENTHOUSE' },
  { label: 'Casa indipendente', value: 'HOUSE' },
  { label: 'Villa', value: 'VILLA' },
  { label: 'Loft', value: 'LOFT' },
  { label: 'Monolocale', value: 'STUDIO' },
];

export const propertyTypeStep: StepDefinition = {
  id: 'property_type',
  phase: 'collecting_data',
  asks: 'propertyType',
  ask: () => ({ text: 'Che tipo di immobile è?', buttons: TYPE_BUTTONS }),
  fallback: () => ({
    kind: 'advance',
    update: { propertyType: 'CONDOMINIUM' },
    acknowledge: 'Considero un appartamento in condominio, il caso più comune: se è un’altra tipologia, dillo al consulente e la stima sarà rivista.',
  }),
  answer(text, _context, reply) {
    const category = reply.asked.propertyType;
    if (!category) {
      if (isNotSure(text)) {
        return retry('Scegli l’opzione più vicina: se si trova in un condominio, «Appartamento» va benissimo.', TYPE_BUTTONS);
      }
      return retry('Non ho capito il tipo di immobile. Scegli una delle opzioni, per esempio «Appartamento» o «Villa».', TYPE_BUTTONS);
    }
    return { kind: 'advance', update: { propertyType: category } };
  },
};

const SURFACE_QUESTION = 'Quanti metri quadri misura l’immobile?';
const SURFACE_BUTTONS = [50, 70, 90, 120, 160].map((value) => ({ label: `Circa ${value} m²`, value: String(value) }));

export const surfaceStep: StepDefinition = {
  id: 'surface',
  phase: 'collecting_data',
  asks: 'squareMeters',
  ask: () => ({ text: SURFACE_QUESTION }),
  // The estimate cannot do without a surface: after two unreadable replies, sizes to pick from.
  fallback: () => retry('Scegli la misura più vicina, anche a occhio: la stima resta indicativa.', SURFACE_BUTTONS),
  answer(text, _context, reply) {
    const value = reply.asked.squareMeters;
    if (value === undefined) {
      if (isNotSure(text)) {
        return { ...retry('Anche un valore indicativo va bene: quanti metri quadri misura, più o meno?', SURFACE_BUTTONS), counts: false };
      }
      return retry('Non ho capito la superficie: quanti metri quadri misura? Scrivimi solo il numero, per esempio «85».');
    }
    if (value < MIN_SURFACE_SQM || value > MAX_SURFACE_SQM) return { ...retry(`${SURFACE_MESSAGES.outOfRange} ${SURFACE_QUESTION}`), counts: false };
    return { kind: 'advance', update: { squareMeters: value } };
  },
};

const ROOM_BUTTONS = withNotSure([
  { label: '1', value: '1' },
  { label: '2', value: '2' },
  { label: '3', value: '3' },
  { label: '4', value: '4' },
  { label: '5 o più', value: '5' },
]);

export const roomsStep: StepDefinition = {
  id: 'rooms',
  phase: 'collecting_data',
  asks: 'rooms',
  notSure: { rooms: null },
  applies: (context) => onDetailedPath(context) && context.property.propertyType !== 'STUDIO',
  ask: () => ({ text: 'Quanti locali ha? Conta camere e soggiorno, senza bagni e cucinino.', buttons: ROOM_BUTTONS }),
  answer(_text, _context, reply) {
    const { rooms } = reply.asked;
    if (rooms === undefined) return retry('Non ho capito quanti locali ha: scrivimi un numero, per esempio «3».', ROOM_BUTTONS);
    if (rooms < 1 || rooms > 30) return retry('Mi sembra un numero insolito: quanti locali ha, bagni esclusi?', ROOM_BUTTONS);
    return { kind: 'advance', update: { rooms } };
  },
};

const BATHROOM_BUTTONS = withNotSure([
  { label: '1', value: '1' },
  { label: '2', value: '2' },
  { label: '3 o più', value: '3' },
]);

export const bathroomsStep: StepDefinition = {
  id: 'bathrooms',
  phase: 'collecting_data',
  asks: 'bathrooms',
  notSure: { bathrooms: null },
  applies: onDetailedPath,
  ask: () => ({ text: 'E quanti bagni?', buttons: BATHROOM_BUTTONS }),
  answer(_text, _context, reply) {
    const { bathrooms } = reply.asked;
    if (bathrooms === undefined) return retry('Non ho capito quanti bagni ci sono: scrivimi un numero, per esempio «2».', BATHROOM_BUTTONS);
    if (bathrooms < 1 || bathrooms > 10) return retry('Mi sembra un numero insolito: quanti bagni ci sono?', BATHROOM_BUTTONS);
    return { kind: 'advance', update: { bathrooms } };
  },
};

const hasFloors = ({ property }: StepContext) => FLOOR_APPLIES.has(property.propertyType ?? 'CONDOMINIUM');
const FLOOR_BUTTONS = withNotSure([]);

export const floorStep: StepDefinition = {
  id: 'floor',
  phase: 'collecting_data',
  asks: 'floor',
  notSure: { floor: null },
  applies: hasFloors,
  ask: () => ({ text: 'A che piano si trova l’immobile?', buttons: FLOOR_BUTTONS }),
  answer(_text, _context, reply) {
    const { floor } = reply.asked;
    if (floor === undefined) {
      return retry('A che piano si trova? Sceglilo dall’elenco, per esempio «2° piano» o «Piano terra / Piano rialzato».', FLOOR_BUTTONS);
    }
    return { kind: 'advance', update: { floor } };
  },
};

const LIFT_BUTTONS = withNotSure(YES_NO);

export const liftStep: StepDefinition = {
  id: 'lift',
  phase: 'collecting_data',
  asks: 'hasElevator',
  notSure: { hasElevator: null },
  applies: (context) => hasFloors(context) && context.property.floor !== 0,
  ask: () => ({ text: 'C’è l’ascensore?', buttons: LIFT_BUTTONS }),
  answer(_text, _context, reply) {
    const answer = reply.asked.hasElevator;
    if (answer === undefined) return retry('C’è l’ascensore? Rispondi «Sì» o «No».', LIFT_BUTTONS);
    return { kind: 'advance', update: { hasElevator: answer } };
  },
};

const OUTDOOR_SPACES = [
  { fact: 'hasBalcony', label: 'Balcone', value: 'balcone', asked: 'balconi' },
  { fact: 'hasTerrace', label: 'Terrazzo', value: 'terrazzo', asked: 'terrazzi' },
  { fact: 'hasGarden', label: 'Giardino', value: 'giardino', asked: 'un giardino privato' },
] as const;
const NONE_OUTSIDE = { label: 'Nessuno', value: 'nessuno' };
const OUTDOOR_QUESTION = 'Ci sono spazi esterni privati? Se sono più di uno scrivili, per esempio «balcone e giardino».';

/** The outdoor spaces not known yet: a reply may already have named some ("con giardino"). */
const missingOutdoor = ({ property }: StepContext) => OUTDOOR_SPACES.filter((space) => property[space.fact] === undefined);

/** The question about the outdoor spaces still unknown, with a button for each and "Nessuno". */
function outdoorPrompt(context: StepContext): Prompt {
  const missing = missingOutdoor(context);
  const buttons = [...missing.map(({ label, value }) => ({ label, value })), NONE_OUTSIDE];
  if (missing.length === OUTDOOR_SPACES.length) return { text: OUTDOOR_QUESTION, buttons };
  if (missing.length === 1 && missing[0]!.fact === 'hasGarden') return { text: 'E c’è un giardino privato?', buttons };
  return { text: `E ci sono ${missing.map((space) => space.asked).join(' o ')}?`, buttons };
}

export const outdoorStep: StepDefinition = {
  id: 'outdoor',
  phase: 'collecting_data',
  asks: 'outdoor',
  notSure: {},
  applies: onDetailedPath,
  ask: (context) => outdoorPrompt(context),
  answer(_text, context, reply) {
    const said = FACTS_ASKED.outdoor.filter((fact) => reply.asked[fact] !== undefined);
    if (said.length === 0) return retry('Non ho capito: ci sono balconi, terrazzi o un giardino privato?', outdoorPrompt(context).buttons);
    // "Nessuno" speaks of the spaces asked; a space named earlier stays as it was.
    const none = said.length === FACTS_ASKED.outdoor.length && said.every((fact) => reply.asked[fact] === false);
    const update: Partial<PropertyData> = {};
    for (const { fact } of OUTDOOR_SPACES) {
      const known = context.property[fact] !== undefined;
      if (!known) update[fact] = reply.asked[fact] ?? false;
      else if (!none && reply.asked[fact] !== undefined) update[fact] = reply.asked[fact];
    }
    return { kind: 'advance', update };
  },
};

const GARAGE_BUTTONS = withNotSure(YES_NO);

export const garageStep: StepDefinition = {
  id: 'garage',
  phase: 'collecting_data',
  asks: 'hasGarage',
  notSure: { hasGarage: null },
  applies: onDetailedPath,
  ask: () => ({ text: 'C’è un box auto di proprietà?', buttons: GARAGE_BUTTONS }),
  answer(_text, _context, reply) {
    const answer = reply.asked.hasGarage;
    if (answer === undefined) return retry('C’è un box auto? Rispondi «Sì» o «No».', GARAGE_BUTTONS);
    return { kind: 'advance', update: { hasGarage: answer } };
  },
};

const CONDITION_BUTTONS = withNotSure([
  { label: 'Nuovo', value: 'NEWLY_BUILT' },
  { label: 'Ristrutturato', value: 'RENOVATED' },
  { label: 'Ottimo', value: 'EXCELLENT' },
  { label: 'Buono', value: 'GOOD' },
  { label: 'Da ristrutturare', value: 'BAD' },
]);

export const conditionStep: StepDefinition = {
  id: 'condition',
  phase: 'collecting_data',
  asks: 'condition',
  notSure: { condition: null },
  ask: () => ({ text: 'In che stato è l’immobile?', buttons: CONDITION_BUTTONS }),
  answer(_text, _context, reply) {
    const { condition } = reply.asked;
    if (!condition) return retry('Non ho capito lo stato dell’immobile: scegli l’opzione più vicina, per esempio «Buono».', CONDITION_BUTTONS);
    return { kind: 'advance', update: { condition } };
  },
};

const YEAR_QUESTION = 'In che anno è stato costruito l’edificio?';
const YEAR_BUTTONS = withNotSure([]);

export const yearStep: StepDefinition = {
  id: 'year',
  phase: 'collecting_data',
  asks: 'constructionYear',
  notSure: { constructionYear: null },
  applies: onDetailedPath,
  ask: () => ({ text: YEAR_QUESTION, buttons: YEAR_BUTTONS }),
  answer(_text, { now }, reply) {
    const messages = constructionYearMessages(now.getFullYear());
    const year = reply.asked.constructionYear;
    if (year === undefined) return retry(`Non ho capito l’anno. ${YEAR_QUESTION} Va bene anche indicativo, per esempio «1975».`, YEAR_BUTTONS);
    // A year out of range was read: it asks again without counting as a reply Amelia could not read.
    if (year < MIN_CONSTRUCTION_YEAR) return { ...retry(`${messages.tooOld} ${YEAR_QUESTION}`, YEAR_BUTTONS), counts: false };
    if (year > now.getFullYear()) return { ...retry(`${messages.future} ${YEAR_QUESTION}`, YEAR_BUTTONS), counts: false };
    return { kind: 'advance', update: { constructionYear: year } };
  },
};

const ENERGY_BUTTONS = withNotSure(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((label) => ({ label, value: label })));

export const energyStep: StepDefinition = {
  id: 'energy',
  phase: 'collecting_data',
  asks: 'energyClass',
  notSure: { energyClass: null },
  applies: onDetailedPath,
  ask: () => ({ text: 'Ultima domanda: conosci la classe energetica? La trovi nell’APE o in un annuncio.', buttons: ENERGY_BUTTONS }),
  answer(_text, _context, reply) {
    const value = reply.asked.energyClass;
    if (!value) return retry('Non ho capito la classe energetica: scegli una lettera da A a G, oppure «Non so».', ENERGY_BUTTONS);
    return { kind: 'advance', update: { energyClass: value } };
  },
};

const SEE_ESTIMATE = 'stima';
const ADD_DETAILS = 'dettagli';
const CHOICE_BUTTONS = [
  { label: 'Vedi la stima', value: SEE_ESTIMATE },
  { label: 'Aggiungi dettagli', value: ADD_DETAILS },
];

/** What the fast path leaves unknown: the estimate counts them in its range, and the result page can ask them. */
function skippedDetails(property: PropertyData): Partial<PropertyData> {
  return {
    ...(property.rooms === undefined && property.propertyType !== 'STUDIO' ? { rooms: null } : {}),
    ...(property.bathrooms === undefined ? { bathrooms: null } : {}),
    ...(property.hasGarage === undefined ? { hasGarage: null } : {}),
    ...(property.constructionYear === undefined ? { constructionYear: null } : {}),
    ...(property.energyClass === undefined ? { energyClass: null } : {}),
  };
}

const seeEstimate = (context: StepContext): StepOutcome => {
  context.state.path = 'fast';
  return { kind: 'advance', update: skippedDetails(context.property) };
};

/** The details the detailed path would still ask, in the words the choice names them with. */
function missingDetails({ property }: StepContext): string[] {
  const missing = (...facts: Array<keyof PropertyData>) => facts.some((fact) => property[fact] === undefined);
  return [
    property.propertyType !== 'STUDIO' && missing('rooms') ? 'locali' : '',
    missing('bathrooms') ? 'bagni' : '',
    missing(...FACTS_ASKED.outdoor) ? 'spazi esterni' : '',
    missing('hasGarage') ? 'box' : '',
    missing('constructionYear') ? 'anno' : '',
    missing('energyClass') ? 'classe energetica' : '',
  ].filter(Boolean);
}

const listOf = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : (items[0] ?? ''));

/**
 * After what moves the price most, the owner chooses: the estimate now, or the details still missing first. Not
 * asked when the replies already gave every detail.
 */
export const choiceStep: StepDefinition = {
  id: 'choice',
  phase: 'collecting_data',
  hearsFacts: true,
  applies: (context) => !context.state.path && missingDetails(context).length > 0,
  ask: (context) => {
    const missing = missingDetails(context);
    const details = missing.length === 1 ? `un ultimo dettaglio (${missing[0]})` : `qualche dettaglio (${listOf(missing)})`;
    return {
      text: `Ho quello che serve per una prima stima. Vuoi vederla subito, o aggiungere ${details} per renderla più precisa?`,
      buttons: CHOICE_BUTTONS,
    };
  },
  answer(_text, context, reply) {
    const choice = reply.rest.trim();
    if (choice === ADD_DETAILS || /dettagl|aggiung|precis/i.test(choice)) {
      context.state.path = 'detailed';
      const left = missingDetails(context).length;
      return { kind: 'advance', acknowledge: left === 1 ? 'Bene, ancora una domanda.' : 'Bene, ancora qualche domanda.' };
    }
    if (choice === SEE_ESTIMATE || /stima|vedi|subito|basta/i.test(choice) || yesOrNo(choice) !== null) return seeEstimate(context);
    return retry('Scegli «Vedi la stima» per vederla subito, o «Aggiungi dettagli» per renderla più precisa.', CHOICE_BUTTONS);
  },
  fallback: seeEstimate,
};
