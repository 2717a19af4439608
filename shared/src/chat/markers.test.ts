import { describe, expect, it } from 'vitest';
import { isHiddenMessage, readMarkers } from './markers.js';

describe('assistant markers', () => {
  it('recognises every spelling of the appointment-form marker and strips it', () => {
    for (const spelling of ['[OPEN_FORM]', '<OPEN_FORM>', 'OPEN-FORM', 'OPEN_FORM', '**OPEN_FORM**', '`OPEN_FORM`', '**[OPEN_FORM]**', 'open_form']) {
      const result = readMarkers(`Perfetto, compila il modulo qui sotto. ${spelling}`);
      expect(result, spelling).toEqual({
        text: 'Perfetto, compila il modulo qui sotto.',
        openForm: true,
        openContactForm: false,
        hidden: false,
      });
    }
  });

  it('tells the contact-form marker apart from the appointment-form one', () => {
    for (const spelling of ['[OPEN_CONTACT_FORM]', '<OPEN_CONTACT_FORM>', 'OPEN-CONTACT-FORM', '**OPEN_CONTACT_FORM**']) {
      expect(readMarkers(`Lasciami i tuoi contatti ${spelling}`), spelling).toMatchObject({
        text: 'Lasciami i tuoi contatti',
        openForm: false,
        openContactForm: true,
      });
    }
  });

  it('hides a message made only of a marker', () => {
    expect(readMarkers('  [OPEN_FORM]  ')).toMatchObject({ text: '', openForm: true, hidden: true });
    expect(readMarkers('**OPEN_CONTACT_FORM**')).toMatchObject({ hidden: true, openContactForm: true });
  });

  it('leaves ordinary text alone, including words that merely resemble a marker', () => {
    expect(readMarkers('Il modulo è aperto: puoi compilare il form.')).toEqual({
      text: 'Il modulo è aperto: puoi compilare il form.',
      openForm: false,
      openContactForm: false,
      hidden: false,
    });
  });

  it('hides the start tokens and system messages', () => {
    expect(isHiddenMessage('start_conversation')).toBe(true);
    expect(isHiddenMessage('__START__')).toBe(true);
    expect(isHiddenMessage('[SYSTEM] contesto aggiornato')).toBe(true);
    expect(isHiddenMessage('Buongiorno')).toBe(false);
    expect(readMarkers('__START__').hidden).toBe(true);
  });
});
