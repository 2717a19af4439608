import { describe, expect, it } from 'vitest';
import { AFTER_ESTIMATE_TEXTS, appointmentThanks, readModelReply } from './use-after-estimate-chat';

describe("Amelia's replies after the estimate", () => {
  it('strips the appointment-form marker and opens the form', () => {
    expect(readModelReply({ message: 'Perfetto, compila il modulo qui sotto. <OPEN_FORM>', recommendation: null })).toEqual({
      text: 'Perfetto, compila il modulo qui sotto.',
      openAppointment: true,
      openContact: false,
    });
  });

  it('hides a reply made only of a marker but still opens its form', () => {
    expect(readModelReply({ message: '`OPEN-CONTACT-FORM`', recommendation: null })).toEqual({ text: null, openAppointment: false, openContact: true });
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
