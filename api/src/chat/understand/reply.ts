/**
 * A reply to one of Amelia's questions about the home: the answer to that question, and every other fact it
 * states. The facts stated in their own words come first ("terzo piano" answers the floor, "senza ascensore" the
 * lift); what is left is read the way the question allows ("3" to "A che piano?" is the third floor, "sì" to
 * "C'è l'ascensore?" is a lift), so a plain answer means what it always meant.
 */
import { MAX_SURFACE_SQM, MIN_CONSTRUCTION_YEAR, MIN_SURFACE_SQM } from '@valuta/shared';
import {
  constructionYear,
  energyClass,
  floorNumber,
  outdoorSpaces,
  propertyCondition,
  propertyType,
  roomCount,
  wholeNumber,
  yesOrNo,
} from './answers.js';
import { FACTS, type Fact, type Facts } from './fact-names.js';
import { hearFacts } from './facts.js';

/** What a question asks: one fact, or the three outdoor spaces at once. */
export type Question = Exclude<Fact, 'hasBalcony' | 'hasTerrace' | 'hasGarden'> | 'outdoor';

export const FACTS_ASKED: Record<Question, readonly Fact[]> = {
  propertyType: ['propertyType'],
  squareMeters: ['squareMeters'],
  rooms: ['rooms'],
  bathrooms: ['bathrooms'],
  floor: ['floor'],
  hasElevator: ['hasElevator'],
  outdoor: ['hasBalcony', 'hasTerrace', 'hasGarden'],
  hasGarage: ['hasGarage'],
  condition: ['condition'],
  constructionYear: ['constructionYear'],
  energyClass: ['energyClass'],
};

export interface Reply {
  /** The answer to the question asked, when there is one (its range is the question's to check). */
  asked: Facts;
  /** The other facts the reply states, each within the range the chat accepts. */
  also: Facts;
  /** The words no stated fact took: the whole reply when none did. */
  rest: string;
}

/** How the question reads what is left of the reply when no word of its own answered it. */
function readLeftover(question: Question, rest: string, now: Date): Facts {
  const value = (fact: Fact, found: unknown): Facts => (found === null || found === undefined ? {} : { [fact]: found });
  switch (question) {
    case 'propertyType':
      return value('propertyType', propertyType(rest));
    case 'squareMeters':
      return value('squareMeters', wholeNumber(rest));
    case 'rooms':
      return value('rooms', roomCount(rest));
    case 'bathrooms':
      return value('bathrooms', wholeNumber(rest));
    case 'floor':
      return value('floor', floorNumber(rest));
    case 'hasElevator':
    case 'hasGarage':
      return value(question, yesOrNo(rest));
    case 'outdoor':
      return outdoorSpaces(rest) ?? {};
    case 'condition':
      return value('condition', propertyCondition(rest));
    case 'constructionYear':
      return value('constructionYear', constructionYear(rest, now));
    case 'energyClass':
      return value('energyClass', energyClass(rest));
  }
}

/** Whether a fact read from words is one the chat would accept as an answer: "5 metri" or "40 bagni" are not. */
function plausible(fact: Fact, value: unknown, now: Date): boolean {
  if (typeof value !== 'number') return true;
  switch (fact) {
    case 'squareMeters':
      return value >= MIN_SURFACE_SQM && value <= MAX_SURFACE_SQM;
    case 'rooms':
      return value >= 1 && value <= 30;
    case 'bathrooms':
      return value >= 1 && value <= 10;
    case 'constructionYear':
      return value >= MIN_CONSTRUCTION_YEAR && value <= now.getFullYear();
    default:
      return true;
  }
}

/**
 * A button pressed in answer to `question`: its value is the answer, read as the question reads it ("CONDOMINIUM",
 * "si", "3", "balcone"), and states nothing else, so no other fact is looked for in it.
 */
export function readPressedButton(question: Question | null, value: string, now: Date): Reply {
  return { asked: question ? readLeftover(question, value, now) : {}, also: {}, rest: value };
}

/** The reply to `question`, or only the facts it states when Amelia asked none of them (`question` null). */
export function readReply(question: Question | null, text: string, now: Date): Reply {
  const heard = hearFacts(text, now);
  const askedFacts = question ? FACTS_ASKED[question] : [];
  const asked: Facts = {};
  const also: Facts = {};
  for (const fact of FACTS) {
    const found = heard.facts[fact];
    if (found === undefined) continue;
    // Set by name rather than merged with Object.assign: a reply is read on every turn of the chat.
    if (askedFacts.includes(fact)) (asked as Record<Fact, unknown>)[fact] = found;
    else if (plausible(fact, found, now)) (also as Record<Fact, unknown>)[fact] = found;
  }
  if (question && Object.keys(asked).length === 0) Object.assign(asked, readLeftover(question, heard.rest, now));
  return { asked, also, rest: heard.rest };
}
