/**
 * What each conversation knew after the last turn this process stored: its step, the property data and the
 * engine's state, as the objects the turn left, so the next turn starts from them instead of parsing and
 * validating the two JSON columns again (on a chat message that was a twentieth of the server's CPU).
 *
 * The row is still read every turn, and a kept state is used only while the row holds what this process wrote:
 * the same step and the same updated_at, the version the turn's own write checks too. Whatever else writes the
 * row (the contact form, the back office, an erasure, another instance) moves updated_at, and the turn then
 * reads the columns. A kept state is taken out when used, so a turn that fails before storing leaves nothing
 * behind for the next one; abandoned conversations are let go a generation at a time.
 */
import type { PropertyData } from '@valuta/shared';
import { epochMsOf } from '../infra/db/dates.js';
import type { EngineState } from './types.js';

export interface KeptTurn {
  property: PropertyData;
  state: EngineState;
}

interface Entry extends KeptTurn {
  step: string;
  /** The updated_at the turn wrote, in epoch milliseconds. */
  writtenAt: number;
}

/** How many conversations a generation holds: the kept ones are between one and two generations. */
const DEFAULT_GENERATION = 1000;

export function createKeptTurns(generation = DEFAULT_GENERATION) {
  // Two generations instead of an ordered eviction: when the newer fills up, the older is dropped whole. A Map
  // whose oldest entry is evicted at each insertion walks the holes its deletions left, some microseconds a turn.
  let newer = new Map<string, Entry>();
  let older = new Map<string, Entry>();
  return {
    /** The state kept for the conversation, when its row (`step`, `version` as read) is still the one written. */
    take(valuationId: string, step: string, version: unknown): KeptTurn | null {
      const entry = newer.get(valuationId) ?? older.get(valuationId);
      if (!entry) return null;
      newer.delete(valuationId);
      older.delete(valuationId);
      return entry.step === step && epochMsOf(version) === entry.writtenAt ? entry : null;
    },

    /** After a turn was stored at `writtenAt`: what the next turn of the conversation starts from. */
    keep(valuationId: string, step: string, writtenAt: Date, turn: KeptTurn): void {
      older.delete(valuationId);
      // Named one by one: a spread with further properties takes V8's slow path (a microsecond here).
      newer.set(valuationId, { property: turn.property, state: turn.state, step, writtenAt: writtenAt.getTime() });
      if (newer.size >= generation) {
        older = newer;
        newer = new Map();
      }
    },

    size: () => newer.size + older.size,
  };
}
