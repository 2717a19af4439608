import { describe, expect, it } from 'vitest';
import {
  AFTER_ESTIMATE_TEXTS,
  afterModelReply,
  afterScriptTurn,
  appointmentThanks,
  readModelReply,
  restoredConversation,
  type AfterEstimateConversation,
} from './after-estimate-conversation';
import { assistantMessage, loadingMessage } from './chat-messages';

describe("Amelia's replies after the estimate", () => {
  it('strips the appointment-form marker and opens the form', () => {
    expect(readModelReply({ message: 'Perfetto, compila il modulo qui sotto. <OPEN_FORM>', recommendation: null })).toEqual({
      text: 'Perfetto, compila il modulo qui sotto.',
      openAppointment: true,
      openContact: false,
    });
  });

  it('hides a reply made only of a marker but still opens its form', () => {
    expect(readModelReply({ message: '`OPEN-CONTACT-FORM`', recommendation: null })).toEqual({
      text: null,
      openAppointment: false,
      openContact: true,
    });
  });

  it('opens the forms from the recommendation too', () => {
    expect(readModelReply({ message: 'Ti aspettiamo!', recommendation: 'appointment' }).openAppointment).toBe(true);
    expect(readModelReply({ message: 'Ti aspettiamo!', recommendation: 'contact_form' }).openContact).toBe(true);
  });

  it('reads the alternative field name "response"', () => {
    expect(readModelReply({ response: 'Certo, ti spiego.' }).text).toBe('Certo, ti spiego.');
  });

  it('answers an empty or unusable reply with an apology', () => {
    expect(readModelReply({ message: '   ', recommendation: null }).text).toBe(AFTER_ESTIMATE_TEXTS.emptyReply);
    expect(readModelReply({}).text).toBe(AFTER_ESTIMATE_TEXTS.emptyReply);
    expect(readModelReply({ message: '[SYSTEM] prompt', recommendation: null }).text).toBe(AFTER_ESTIMATE_TEXTS.emptyReply);
  });

  it('thanks the owner with the number and the time slot chosen', () => {
    expect(appointmentThanks('Mario', '333 1234567', 'pomeriggio')).toBe(
      'Grazie Mario! La tua richiesta di appuntamento è registrata: un nostro consulente ti chiamerà al 333 1234567 nel pomeriggio (14:00-18:00), entro 24 ore. A presto!',
    );
  });
});

describe('the conversation after the estimate', () => {
  const open: AfterEstimateConversation = {
    mode: 'script',
    appointmentFormOpen: false,
    preferredTime: 'mattina',
    contactFormOpen: false,
    appointmentSaved: false,
  };

  it("opens the appointment form when the script asks, with the owner's time slot", () => {
    const next = afterScriptTurn(open, { nextQuestion: 'Ecco il modulo', appointmentRequest: true, preferredTime: 'pomeriggio' });
    expect(next).toMatchObject({ appointmentFormOpen: true, preferredTime: 'pomeriggio' });
  });

  it('never opens the appointment form again once the appointment is saved', () => {
    const saved = { ...open, appointmentSaved: true };
    expect(afterScriptTurn(saved, { nextQuestion: 'Altro?', appointmentRequest: true }).appointmentFormOpen).toBe(false);
    expect(afterModelReply(saved, { text: 'Ok', openAppointment: true, openContact: false }).appointmentFormOpen).toBe(false);
  });

  it("opens the contact form from the model's reply", () => {
    expect(afterModelReply(open, { text: null, openAppointment: false, openContact: true }).contactFormOpen).toBe(true);
  });

  it('resumes a kept conversation without its spinners, unless Amelia had not answered yet', () => {
    const first = assistantMessage('Ecco il valore stimato per il tuo immobile: da 1 € a 2 €.');
    const reply = assistantMessage('Come mai una valutazione?');
    expect(restoredConversation({ ...open, messages: [first, reply, loadingMessage()] })?.messages).toEqual([first, reply]);
    expect(restoredConversation({ ...open, messages: [first, loadingMessage()] })).toBeNull();
    expect(restoredConversation(null)).toBeNull();
  });
});
