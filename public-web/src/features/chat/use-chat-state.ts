import { useCallback, useEffect } from 'react';
import { showToast } from '../../components/toast';
import { type ChatMessage, loadingMessage } from './chat-messages';
import { chatReducer, initialChatState, lockSecondsLeft, type ChatAction } from './chat-state';
import { failureNotice, type ChatNotice } from './chat-errors';
import { useLatestState } from './use-latest-state';

export type ChatOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The chat state of chat-state.ts in a component, with the effects around it: one request at a time with
 * Amelia typing meanwhile, the toast of a failure, and the countdown of the rate-limit lock.
 */
export function useChatState(initialMessages: () => ChatMessage[]) {
  const [state, update, current] = useLatestState(() => initialChatState(initialMessages()));
  const dispatch = useCallback((action: ChatAction) => update((latest) => chatReducer(latest, action)), [update]);

  // While locked, the countdown moves every quarter second, and a last tick ends the lock on time.
  const lockedUntil = state.lock?.until ?? null;
  useEffect(() => {
    if (lockedUntil === null) return;
    const tick = () => dispatch({ type: 'tick', now: Date.now() });
    const interval = setInterval(tick, 250);
    const end = setTimeout(tick, Math.max(0, lockedUntil - Date.now()));
    return () => {
      clearInterval(interval);
      clearTimeout(end);
    };
  }, [dispatch, lockedUntil]);

  /** One request, with the visitor's bubble (if any) and Amelia typing until it comes back. */
  const ask = useCallback(
    async <T>(sent: ChatMessage | null, call: () => Promise<T>): Promise<ChatOutcome<T>> => {
      const typing = loadingMessage();
      dispatch({ type: 'asked', sent, typing });
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        return { ok: false, error };
      } finally {
        dispatch({ type: 'settled', typingId: typing.id });
      }
    },
    [dispatch],
  );

  /** Tells the visitor that a call failed; a rate limit also locks the input. */
  const report = useCallback(
    (error: unknown, otherwise: ChatNotice) => {
      const { notice, rateLimited } = failureNotice(error, otherwise);
      showToast({ ...notice, variant: 'destructive' });
      if (rateLimited) dispatch({ type: 'rateLimited', now: Date.now() });
    },
    [dispatch],
  );

  return {
    state,
    /** The latest state, for code that runs across awaits. */
    current,
    dispatch,
    ask,
    report,
    rateLimited: state.lock !== null,
    lockSeconds: lockSecondsLeft(state),
  };
}
