/**
 * The conversation as one table: the order in which Amelia asks, each row knowing its
 * question, buttons, how to read the answer and whether it applies to this home.
 */
import type { StepDefinition, StepId } from '../types.js';
import { completedStep, contactStep } from './end.js';
import { addressConfirmStep, addressStep, cityStep, unsupportedCityStep, zoneStep } from './place.js';
import {
  bathroomsStep,
  choiceStep,
  conditionStep,
  energyStep,
  floorStep,
  garageStep,
  liftStep,
  outdoorStep,
  propertyTypeStep,
  roomsStep,
  surfaceStep,
  yearStep,
} from './property.js';

/**
 * The walk for a covered comune; `unsupported_city` and `completed` are reached only by name. First what moves
 * the price most (place, type, surface, floor with lift, condition: the fast path, at most ten answers with the
 * choice), then the choice between the estimate and the details, which only the detailed path asks.
 */
export const STEP_ORDER: readonly StepDefinition[] = [
  cityStep,
  addressStep,
  addressConfirmStep,
  zoneStep,
  propertyTypeStep,
  surfaceStep,
  floorStep,
  liftStep,
  conditionStep,
  choiceStep,
  roomsStep,
  bathroomsStep,
  outdoorStep,
  garageStep,
  yearStep,
  energyStep,
  contactStep,
];

/** The most answers any path asks before the contact form: what sizes the per-conversation rate limit. */
export const LONGEST_PATH = STEP_ORDER.length - 1;

const OFF_PATH: readonly StepDefinition[] = [unsupportedCityStep, completedStep];

const byId = new Map<StepId, StepDefinition>([...STEP_ORDER, ...OFF_PATH].map((step) => [step.id, step]));

export function stepById(id: string): StepDefinition {
  const step = byId.get(id as StepId);
  if (!step) throw new Error(`Unknown chat step ${id}`);
  return step;
}

/** The steps after `id` in the walk, in order (none after an off-path step). */
export function stepsAfter(id: StepId): readonly StepDefinition[] {
  const index = STEP_ORDER.findIndex((step) => step.id === id);
  return index === -1 ? [] : STEP_ORDER.slice(index + 1);
}
