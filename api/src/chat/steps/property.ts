/**
 * What the home is like: type, surface, rooms, bathrooms, floor and lift, outdoor spaces, garage, condition,
 * year built and energy class. Questions that open the client's special inputs carry its words ("metri
 * quadri", "a che piano", "in che anno"; shared/chat.ts specialInputFor).
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
import {
  constructionYear,
  energyClass,
  floorNumber,
  isNotSure,
  outdoorSpaces,
  propertyCondition,
  propertyType,
  roomCount,
  wholeNumber,
  yesOrNo,
} from '../understand/answers.js';
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

const FLAT_NAMES = /\b(mono|bi|tri|quadri|penta)locale\b/i;

export const propertyTypeStep: StepDefinition = {
  id: 'property_type',
  phase: 'collecting_data',
  ask: () => ({ text: 'Che tipo di immobile è?', buttons: TYPE_BUTTONS }),
  fallback: () => ({
    kind: 'advance',
    update: { propertyType: 'CONDOMINIUM' },
    acknowledge: 'Considero un appartamento in condominio, il caso più comune: se è un’altra tipologia, dillo al consulente e la stima sarà rivista.',
  }),
  answer(text) {
    const category = propertyType(text);
    if (!category) {
      if (isNotSure(text)) {
        return retry('Scegli l’opzione più vicina: se si trova in un condominio, «Appartamento» va benissimo.', TYPE_BUTTONS);
      }
      return retry('Non ho capito il tipo di immobile. Scegli una delle opzioni, per esempio «Appartamento» o «Villa».', TYPE_BUTTONS);
    }
    // "Un trilocale" also says how many rooms there are.
    const rooms = FLAT_NAMES.test(text) ? roomCount(text) : null;
    return { kind: 'advance', update: { propertyType: category, ...(rooms ? { rooms } : {}) } };
  },
};

const SURFACE_QUESTION = 'Quanti metri quadri misura l’immobile?';
const SURFACE_BUTTONS = [50, 70, 90, 120, 160].map((value) => ({ label: `Circa ${value} m²`, value: String(value) }));

export const surfaceStep: StepDefinition = {
  id: 'surface',
  phase: 'collecting_data',
  ask: () => ({ text: SURFACE_QUESTION }),
  // The estimate cannot do without a surface: after two unreadable replies, sizes to pick from.
  fallback: () => retry('Scegli la misura più vicina, anche a occhio: la stima resta indicativa.', SURFACE_BUTTONS),
  answer(text) {
    const value = wholeNumber(text);
    if (value === null) {
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
  notSure: { rooms: null },
  applies: (context) => onDetailedPath(context) && context.property.rooms === undefined && context.property.propertyType !== 'STUDIO',
  ask: () => ({ text: 'Quanti locali ha? Conta camere e soggiorno, senza bagni e cucinino.', buttons: ROOM_BUTTONS }),
  answer(text) {
    const rooms = roomCount(text);
    if (rooms === null) return retry('Non ho capito quanti locali ha: scrivimi un numero, per esempio «3».', ROOM_BUTTONS);
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
  notSure: { bathrooms: null },
  applies: onDetailedPath,
  ask: () => ({ text: 'E quanti bagni?', buttons: BATHROOM_BUTTONS }),
  answer(text) {
    const bathrooms = wholeNumber(text);
    if (bathrooms === null) return retry('Non ho capito quanti bagni ci sono: scrivimi un numero, per esempio «2».', BATHROOM_BUTTONS);
    if (bathrooms < 1 || bathrooms > 10) return retry('Mi sembra un numero insolito: quanti bagni ci sono?', BATHROOM_BUTTONS);
    return { kind: 'advance', update: { bathrooms } };
  },
};

const hasFloors = ({ property }: StepContext) => FLOOR_APPLIES.has(property.propertyType ?? 'CONDOMINIUM');
const FLOOR_BUTTONS = withNotSure([]);

export const floorStep: StepDefinition = {
  id: 'floor',
  phase: 'collecting_data',
  notSure: { floor: null },
  applies: hasFloors,
  ask: () => ({ text: 'A che piano si trova l’immobile?', buttons: FLOOR_BUTTONS }),
  answer(text) {
    const floor = floorNumber(text);
    if (floor === null) {
      return retry('A che piano si trova? Sceglilo dall’elenco, per esempio «2° piano» o «Piano terra / Piano rialzato».', FLOOR_BUTTONS);
    }
    return { kind: 'advance', update: { floor } };
  },
};

const LIFT_BUTTONS = withNotSure(YES_NO);

export const liftStep: StepDefinition = {
  id: 'lift',
  phase: 'collecting_data',
  notSure: { hasElevator: null },
  applies: (context) => hasFloors(context) && context.property.floor !== 0,
  ask: () => ({ text: 'C’è l’ascensore?', buttons: LIFT_BUTTONS }),
  answer(text) {
    const answer = yesOrNo(text);
    if (answer === null) return retry('C’è l’ascensore? Rispondi «Sì» o «No».', LIFT_BUTTONS);
    return { kind: 'advance', update: { hasElevator: answer } };
  },
};

const OUTDOOR_BUTTONS = [
  { label: 'Balcone', value: 'balcone' },
  { label: 'Terrazzo', value: 'terrazzo' },
  { label: 'Giardino', value: 'giardino' },
  { label: 'Nessuno', value: 'nessuno' },
];

export const outdoorStep: StepDefinition = {
  id: 'outdoor',
  phase: 'collecting_data',
  notSure: {},
  applies: onDetailedPath,
  ask: () => ({
    text: 'Ci sono spazi esterni privati? Se sono più di uno scrivili, per esempio «balcone e giardino».',
    buttons: OUTDOOR_BUTTONS,
  }),
  answer(text) {
    const spaces = outdoorSpaces(text);
    if (!spaces) return retry('Non ho capito: ci sono balconi, terrazzi o un giardino privato?', OUTDOOR_BUTTONS);
    return { kind: 'advance', update: spaces };
  },
};

const GARAGE_BUTTONS = withNotSure(YES_NO);

export const garageStep: StepDefinition = {
  id: 'garage',
  phase: 'collecting_data',
  notSure: { hasGarage: null },
  applies: onDetailedPath,
  ask: () => ({ text: 'C’è un box auto di proprietà?', buttons: GARAGE_BUTTONS }),
  answer(text) {
    const answer = /\b(box|garage|autorimessa|posto auto)\b/i.test(text) && yesOrNo(text) !== false ? true : yesOrNo(text);
    if (answer === null) return retry('C’è un box auto? Rispondi «Sì» o «No».', GARAGE_BUTTONS);
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
  notSure: { condition: null },
  ask: () => ({ text: 'In che stato è l’immobile?', buttons: CONDITION_BUTTONS }),
  answer(text) {
    const condition = propertyCondition(text);
    if (!condition) return retry('Non ho capito lo stato dell’immobile: scegli l’opzione più vicina, per esempio «Buono».', CONDITION_BUTTONS);
    return { kind: 'advance', update: { condition } };
  },
};

const YEAR_QUESTION = 'In che anno è stato costruito l’edificio?';
const YEAR_BUTTONS = withNotSure([]);

export const yearStep: StepDefinition = {
  id: 'year',
  phase: 'collecting_data',
  notSure: { constructionYear: null },
  applies: onDetailedPath,
  ask: () => ({ text: YEAR_QUESTION, buttons: YEAR_BUTTONS }),
  answer(text, { now }) {
    const messages = constructionYearMessages(now.getFullYear());
    const year = constructionYear(text, now);
    if (year === null) return retry(`Non ho capito l’anno. ${YEAR_QUESTION} Va bene anche indicativo, per esempio «1975».`, YEAR_BUTTONS);
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
  notSure: { energyClass: null },
  applies: onDetailedPath,
  ask: () => ({ text: 'Ultima domanda: conosci la classe energetica? La trovi nell’APE o in un annuncio.', buttons: ENERGY_BUTTONS }),
  answer(text) {
    const value = energyClass(text);
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

/** After what moves the price most, the owner chooses: the estimate now, or six more questions first. */
export const choiceStep: StepDefinition = {
  id: 'choice',
  phase: 'collecting_data',
  applies: ({ state }) => !state.path,
  ask: () => ({
    text: 'Ho quello che serve per una prima stima. Vuoi vederla subito, o aggiungere qualche dettaglio (locali, bagni, spazi esterni, box, anno e classe energetica) per renderla più precisa?',
    buttons: CHOICE_BUTTONS,
  }),
  answer(text, context) {
    const choice = text.trim();
    if (choice === ADD_DETAILS || /dettagl|aggiung|precis/i.test(choice)) {
      context.state.path = 'detailed';
      return { kind: 'advance', acknowledge: 'Bene, ancora qualche domanda.' };
    }
    if (choice === SEE_ESTIMATE || /stima|vedi|subito|basta/i.test(choice) || yesOrNo(choice) !== null) return seeEstimate(context);
    return retry('Scegli «Vedi la stima» per vederla subito, o «Aggiungi dettagli» per renderla più precisa.', CHOICE_BUTTONS);
  },
  fallback: seeEstimate,
};
