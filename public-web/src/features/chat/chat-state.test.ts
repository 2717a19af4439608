import { describe, expect, it } from 'vitest';
import { assistantMessage, loadingMessage, userMessage } from './chat-messages';
import { chatProgress, chatReducer, initialChatState, lockSecondsLeft, type ChatAction, type ChatState } from './chat-state';

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const contents = (state: ChatState) => state.messages.map((message) => (message.loading ? '…' : message.content));

describe('chat state', () => {
  const question = assistantMessage('Quanti metri quadri misura l’immobile?');

  it("shows the visitor's answer and Amelia typing while a request is out, then her reply", () => {
    const sent = userMessage('90');
    const typing = loadingMessage();
    const asked = run(initialChatState([question]), { type: 'asked', sent, typing });
    expect(asked.pending).toBe(true);
    expect(contents(asked)).toEqual([question.content, '90', '…']);

    const answered = run(asked, { type: 'settled', typingId: typing.id }, { type: 'said', message: assistantMessage('Quanti locali?') });
    expect(answered.pending).toBe(false);
    expect(contents(answered)).toEqual([question.content, '90', 'Quanti locali?']);
  });

  it("takes back the visitor's bubble of a request that failed", () => {
    const sent = userMessage('90');
    const typing = loadingMessage();
    const failed = run(
      initialChatState([question]),
      { type: 'asked', sent, typing },
      { type: 'settled', typingId: typing.id },
      { type: 'withdrawn', messageId: sent.id },
    );
    expect(failed.messages).toEqual([question]);
    expect(failed.pending).toBe(false);
  });

  it('sends a request of its own without a visitor bubble', () => {
    const typing = loadingMessage();
    expect(contents(run(initialChatState([question]), { type: 'asked', sent: null, typing }))).toEqual([question.content, '…']);
  });

  it('starts afresh on reset, keeping a rate-limit lock', () => {
    const locked = run(initialChatState([question]), { type: 'rateLimited', now: 0 }, { type: 'calculating', on: true });
    const reset = run(locked, { type: 'reset', messages: [] });
    expect(reset).toEqual({ messages: [], pending: false, calculating: false, lock: locked.lock });
  });

  it('locks for 20 seconds after a rate limit, counting down in whole seconds', () => {
    const start = 1_000_000;
    const locked = run(initialChatState(), { type: 'rateLimited', now: start });
    expect(lockSecondsLeft(locked)).toBe(20);
    expect(lockSecondsLeft(run(locked, { type: 'tick', now: start + 500 }))).toBe(20);
    expect(lockSecondsLeft(run(locked, { type: 'tick', now: start + 19_000 }))).toBe(1);
    expect(lockSecondsLeft(run(locked, { type: 'tick', now: start + 19_999 }))).toBe(1);
    const unlocked = run(locked, { type: 'tick', now: start + 20_000 });
    expect(unlocked.lock).toBeNull();
    expect(lockSecondsLeft(unlocked)).toBe(0);
  });

  it('shows the progress of the visible messages, and 80% while the estimate is computed', () => {
    const state = initialChatState([question, userMessage('90'), loadingMessage()]);
    expect(chatProgress(state)).toEqual({ title: 'Inserimento dati', percent: 20 });
    expect(chatProgress(run(state, { type: 'calculating', on: true }))).toEqual({ title: 'In corso', percent: 80 });
  });
});
