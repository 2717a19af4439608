import { describe, expect, it } from 'vitest';
import { CHAT_OPENING, type ChatSessionResponse, type ChatTurnResponse } from '@valuta/shared/chat';
import {
  STARTING_CONVERSATION,
  conversationAfter,
  conversationProgress,
  firstQuestion,
  openingMessage,
  resumableValuation,
  resumedConversation,
  resumedMessages,
} from './valuation-conversation';

const turn = (change: Partial<ChatTurnResponse> = {}): ChatTurnResponse => ({
  valuationId: 'AAAAAAAAAAAAAAAAAAAAA',
  nextQuestion: "Qual è l'indirizzo?",
  propertyData: { city: 'Torino' },
  complete: false,
  unsupportedCity: false,
  currentStep: 'collecting_data',
  ...change,
});

describe('valuation conversation', () => {
  it('follows the phase and the data of every answer; complete data open the contact form', () => {
    const started = conversationAfter(STARTING_CONVERSATION, turn());
    expect(started).toMatchObject({ status: 'ready', valuationId: 'AAAAAAAAAAAAAAAAAAAAA', phase: 'collecting_data', contactFormOpen: false });
    expect(started.propertyData).toEqual({ city: 'Torino' });
    expect(conversationAfter(started, turn({ complete: true })).contactFormOpen).toBe(true);
  });

  it('an unsupported town ends in its own phase, without the contact form', () => {
    expect(conversationAfter(STARTING_CONVERSATION, turn({ unsupportedCity: true, complete: true }))).toMatchObject({
      phase: 'unsupported_city',
      contactFormOpen: false,
    });
  });

  it('keeps the opening painted with the page when the server opens with the same words', () => {
    const opening = openingMessage();
    expect(firstQuestion([opening], turn({ nextQuestion: CHAT_OPENING })).id).toBe(opening.id);
    expect(firstQuestion([opening], turn({ nextQuestion: 'Altro' })).id).not.toBe(opening.id);
  });

  it('resumes the conversation of this tab unless the address names another town', () => {
    const stored = { valuationId: 'V1', city: 'Torino' };
    expect(resumableValuation(stored, null)).toBe('V1');
    expect(resumableValuation(stored, ' torino ')).toBe('V1');
    expect(resumableValuation(stored, 'Milano')).toBeNull();
    expect(resumableValuation({ valuationId: 'V2', city: null }, 'Torino')).toBeNull();
    expect(resumableValuation(null, 'Torino')).toBeNull();
  });

  it('gives a resumed conversation its last buttons and address card back', () => {
    const session: ChatSessionResponse = {
      valuationId: 'V1',
      currentStep: 'collecting_data',
      step: 'address_confirmation',
      messages: [
        { id: 1, type: 'user', content: 'Torino', timestamp: '2026-01-01T10:00:00Z' },
        { id: 2, type: 'assistant', content: "Confermi l'indirizzo?", timestamp: '2026-01-01T10:00:01Z' },
      ],
      propertyData: { city: 'Torino' },
      complete: false,
      unsupportedCity: false,
      buttons: [{ label: 'Sì', value: 'si' }],
      addressConfirmation: { formattedAddress: 'Via Roma 50, Torino (TO)', lat: 45.07, lng: 7.68 },
      userData: null,
    };
    const messages = resumedMessages(session);
    expect(messages.map((message) => message.content)).toEqual(['Torino', "Confermi l'indirizzo?"]);
    expect(messages[1]).toMatchObject({ buttons: session.buttons, addressConfirmation: session.addressConfirmation });
    expect(resumedConversation(session)).toMatchObject({ status: 'ready', valuationId: 'V1', phase: 'collecting_data', contactFormOpen: false });
  });
});

describe("the valuation chat's progress", () => {
  const unsupported = { ...STARTING_CONVERSATION, phase: 'unsupported_city' as const, progress: 33 };

  it("is the server's figure while the request for a comune without online valuations is open", () => {
    expect(conversationProgress(unsupported, [], false)).toEqual({ title: 'Inserimento dati', percent: 33 });
  });

  it('is complete once that request is sent: the path ends there', () => {
    expect(conversationProgress({ ...unsupported, requestSent: true }, [], false)).toEqual({ title: 'Richiesta inviata ✓', percent: 100 });
  });
});
