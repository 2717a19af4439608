import type { EventType } from '../models/AppEvent.js';
import type { Models } from '../models/index.js';

/**
 * Records what the dashboard counts. A failure to record never fails the visitor's request. `observe` hears of
 * every event as it happens (the metrics count leads), whether or not it is then stored.
 */
export function createEventRecorder(
  models: Pick<Models, 'AppEvent'>,
  onError: (error: unknown) => void,
  observe: (type: EventType) => void = () => undefined,
) {
  return async function recordEvent(
    type: EventType,
    details: { valuationId?: string | null; metadata?: Record<string, unknown> } = {},
  ): Promise<void> {
    observe(type);
    try {
      await models.AppEvent.create({
        type,
        valuationId: details.valuationId ?? null,
        metadata: details.metadata ?? null,
      });
    } catch (error) {
      onError(error);
    }
  };
}

export type RecordEvent = ReturnType<typeof createEventRecorder>;
