import { describe, expect, it } from 'vitest';
import {
  activeButtons,
  assistantMessage,
  buttonsLayout,
  canSend,
  conversationFor,
  formatCoordinate,
  isInputDisabled,
  lastAssistantQuestion,
  loadingMessage,
  progressOf,
  progressWith,
  userMessage,
  visibleMessages,
  type ChatMessage,
} from './chat-messages';

const turns = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, index) => (index % 2 ? userMessage(`risposta ${index}`) : assistantMessage(`domanda ${index}`)));

describe('progress panel', () => {
  it('counts visible messages out of 10, rounded, and stops at 90% before the valuation', () => {
    expect(progressOf([])).toEqual({ title: 'Inserimento dati', percent: 0 });
    expect(progressOf(turns(1))).toEqual({ title: 'Inserimento dati', percent: 10 });
    expect(progressOf(turns(7))).toEqual({ title: 'Inserimento dati', percent: 70 });
    expect(progressOf(turns(9)).percent).toBe(90);
    expect(progressOf(turns(25)).percent).toBe(90);
  });

  it('does not count spinners, start tokens, system lines or marker-only replies', () => {
    const messages = [
      ...turns(3),
      loadingMessage(),
      userMessage('__START__'),
      userMessage('start_conversation'),
      assistantMessage('[SYSTEM] contesto interno'),
      assistantMessage('[OPEN_FORM]'),
    ];
    expect(progressOf(messages).percent).toBe(30);
  });

  it("follows the server's figure while collecting, and never goes back while the estimate is computed", () => {
    expect(progressWith(45, turns(12))).toEqual({ title: 'Inserimento dati', percent: 45 });
    expect(progressWith(null, turns(3))).toEqual({ title: 'Inserimento dati', percent: 30 });
    expect(progressWith(90, turns(12), true)).toEqual({ title: 'In corso', percent: 90 });
    expect(progressWith(40, turns(12), true)).toEqual({ title: 'In corso', percent: 80 });
  });

  it("shows 'In corso' at 80% while the estimate is computed", () => {
    expect(progressOf(turns(12), true)).toEqual({ title: 'In corso', percent: 80 });
  });

  it("shows 'Valutazione completata ✓' at 100% once the valuation message is posted", () => {
    const messages = [...turns(2), assistantMessage('Ecco il valore stimato per il tuo immobile: 285.000 € - 315.000 €.')];
    expect(progressOf(messages)).toEqual({ title: 'Valutazione completata ✓', percent: 100 });
  });
});

describe('visible messages', () => {
  it('hides start tokens, [SYSTEM] lines and messages made only of a marker, and keeps the spinner', () => {
    const shown = assistantMessage('Vuoi fissare una consulenza gratuita?');
    const spinner = loadingMessage();
    const messages = [userMessage('__START__'), assistantMessage('**[OPEN_FORM]**'), assistantMessage('nota [SYSTEM]'), shown, spinner];
    expect(visibleMessages(messages)).toEqual([shown, spinner]);
  });
});

describe('answer buttons', () => {
  const buttons = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `B${index}`, value: `b${index}` }));

  it('sit in a row up to 3, otherwise in a 2-column grid', () => {
    expect(buttonsLayout(1)).toBe('row');
    expect(buttonsLayout(3)).toBe('row');
    expect(buttonsLayout(4)).toBe('grid');
  });

  it('belong only to the latest assistant message, and disappear while waiting or after an answer', () => {
    const question = assistantMessage('C’è l’ascensore?', { buttons: buttons(3) });
    expect(activeButtons([question])).toEqual({ messageId: question.id, buttons: question.buttons });
    expect(activeButtons([question, userMessage('Sì')])).toBeNull();
    expect(activeButtons([question, loadingMessage()])).toBeNull();
    expect(activeButtons([assistantMessage('Ciao')])).toBeNull();
  });
});

describe('address card and special inputs', () => {
  it('prints coordinates with 6 decimals', () => {
    expect(formatCoordinate(45.0677551)).toBe('45.067755');
    expect(formatCoordinate(7.6)).toBe('7.600000');
  });

  it('reads the last question only while it is still unanswered', () => {
    const question = assistantMessage('Quanti metri quadri misura l’immobile?');
    expect(lastAssistantQuestion([question])).toBe(question.content);
    expect(lastAssistantQuestion([question, loadingMessage()])).toBe(question.content);
    expect(lastAssistantQuestion([question, userMessage('90')])).toBeNull();
  });
});

describe('input rules', () => {
  it('disables the input while pending, during a form, during processing and under the rate limit', () => {
    const idle = { pending: false, formOpen: false, processing: false, rateLimited: false };
    expect(isInputDisabled(idle)).toBe(false);
    for (const flag of ['pending', 'formOpen', 'processing', 'rateLimited'] as const) {
      expect(isInputDisabled({ ...idle, [flag]: true }), flag).toBe(true);
    }
  });

  it('allows sending only a non-blank text while enabled', () => {
    expect(canSend('  90 ', false)).toBe(true);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('90', true)).toBe(false);
  });
});

describe('conversation sent to the model', () => {
  it('carries the visible turns with markers stripped, the newest 60 at most', () => {
    const messages = [userMessage('start_conversation'), assistantMessage('Ti va una consulenza? [OPEN_FORM]'), userMessage('Sì')];
    expect(conversationFor(messages)).toEqual([
      { role: 'assistant', content: 'Ti va una consulenza?' },
      { role: 'user', content: 'Sì' },
    ]);
    expect(conversationFor(turns(80))).toHaveLength(60);
  });
});
