import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentForm } from './AppointmentForm';
import { ContactForm } from './ContactForm';
import { UnsupportedCityForm } from './UnsupportedCityForm';
import { UnsupportedTownForm } from './UnsupportedTownForm';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const errorTexts = () => Array.from(document.querySelectorAll('[id$="-error"]')).map((element) => element.textContent);

/** The `onSubmit` a form component takes, for its mock. */
type SubmitOf<Form> = Form extends (props: { onSubmit: infer Submit }) => unknown ? Submit : never;

describe('chat contact form', () => {
  it('names every field left wrong, each with its own message, and sends nothing', async () => {
    const onSubmit = vi.fn<SubmitOf<typeof ContactForm>>();
    render(<ContactForm onSubmit={onSubmit} />);
    type('Email', 'mario@');
    type('Telefono', '123');
    await submit('Scopri la valutazione');
    expect(errorTexts()).toEqual([
      'Il nome è obbligatorio',
      'Email non valida',
      'Numero di telefono non valido',
      "Devi accettare l'informativa sulla privacy per continuare",
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome e cognome').getAttribute('aria-invalid')).toBe('true');
  });

  it("sends the form and shows 'Invio in corso...' meanwhile", async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn<SubmitOf<typeof ContactForm>>(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    type('Nome e cognome', 'Mario Rossi');
    type('Email', 'mario.rossi@example.it');
    type('Telefono', '333 1234567');
    fireEvent.click(screen.getByLabelText(/Ho letto e accetto/));
    fireEvent.click(screen.getByLabelText(/comunicazioni promozionali via WhatsApp/));
    expect(screen.getByLabelText<HTMLInputElement>(/comunicazioni promozionali via e-mail/).checked).toBe(false);
    await submit('Scopri la valutazione');
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Invio in corso...' });
    expect(busy.disabled).toBe(true);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Mario Rossi',
      email: 'mario.rossi@example.it',
      phone: '333 1234567',
      notes: '',
      privacy: true,
      consenso_email: false,
      consenso_whatsapp: true,
    });
    await act(async () => finish());
    await waitFor(() => screen.getByRole('button', { name: 'Scopri la valutazione' }));
  });
});

describe('appointment form', () => {
  it('preselects the time slot from the conversation and prefills the phone', () => {
    render(<AppointmentForm onSubmit={vi.fn<SubmitOf<typeof AppointmentForm>>()} phone="333 1234567" preferredTime="pomeriggio" />);
    expect(screen.getByLabelText<HTMLInputElement>('Telefono').value).toBe('333 1234567');
    expect(screen.getByLabelText<HTMLInputElement>('Pomeriggio (14:00-18:00)').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Mattina (9:00-13:00)').checked).toBe(false);
  });

  it('refuses a short phone and a missing privacy acceptance, then sends the consents given', async () => {
    const onSubmit = vi.fn<SubmitOf<typeof AppointmentForm>>().mockResolvedValue(undefined);
    render(<AppointmentForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText<HTMLInputElement>('Mattina (9:00-13:00)').checked).toBe(true);
    type('Telefono', '123');
    await submit("Conferma l'appuntamento");
    expect(errorTexts()).toEqual(['Il numero di telefono deve essere di almeno 5 caratteri', "È necessario accettare l'informativa sulla privacy"]);

    type('Telefono', '011 5550000');
    fireEvent.click(screen.getByLabelText(/Ho letto e accetto/));
    fireEvent.click(screen.getByLabelText('Potete contattarmi anche su WhatsApp.'));
    await submit("Conferma l'appuntamento");
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      phone: '011 5550000',
      preferredTime: 'mattina',
      privacy: true,
      whatsappOk: true,
      consenso_email: false,
      consenso_whatsapp: false,
    });
  });
});

describe('unsupported-city request form', () => {
  it('is prefilled with the town and names every field left wrong, the town too', async () => {
    const onSubmit = vi.fn<SubmitOf<typeof UnsupportedCityForm>>();
    render(<UnsupportedCityForm city="Milano" onSubmit={onSubmit} />);
    expect(screen.getByLabelText<HTMLInputElement>('Città').value).toBe('Milano');
    type('Email', 'no');
    type('Perché vuoi una valutazione?', 'boh');
    await submit('Invia richiesta');
    expect(errorTexts()).toEqual([
      'Il nome deve contenere almeno 2 caratteri',
      'Il cognome deve contenere almeno 2 caratteri',
      'Inserisci un indirizzo email valido',
      'Inserisci un numero di telefono valido',
      'Inserisci una motivazione di almeno 5 caratteri',
      "Devi accettare l'informativa sulla privacy per continuare",
    ]);
    type('Città', '');
    await submit('Invia richiesta');
    expect(errorTexts()).toContain('Inserisci la città');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('unsupported-town simple form', () => {
  it('names every field left wrong, and sends nothing', async () => {
    const onSubmit = vi.fn<SubmitOf<typeof UnsupportedTownForm>>();
    render(<UnsupportedTownForm town="Milano" onSubmit={onSubmit} />);
    type('Nome e cognome', 'Al');
    type('Telefono', '1234');
    type('Descrivi il tuo immobile', 'casa');
    await submit('Richiamatemi');
    expect(errorTexts()).toEqual([
      'Il nome deve contenere almeno 3 caratteri',
      'Inserisci un numero di telefono valido',
      'Inserisci una descrizione di almeno 10 caratteri',
      "Devi accettare l'informativa sulla privacy per continuare",
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
