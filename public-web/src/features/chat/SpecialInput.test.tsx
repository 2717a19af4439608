import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SpecialInput } from './SpecialInput';

const confirm = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Conferma' });

describe('surface input', () => {
  it('keeps digits only, sends them, and explains an empty or zero value', () => {
    const onConfirm = vi.fn<(answer: string) => void>();
    render(<SpecialInput kind="surface" disabled={false} onConfirm={onConfirm} />);
    const input = screen.getByLabelText<HTMLInputElement>("Superficie dell'immobile");
    expect(confirm().disabled).toBe(true);

    fireEvent.change(input, { target: { value: '9a0 mq' } });
    expect(input.value).toBe('90');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith('90');

    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Per favore, inserisci la superficie.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByText('Inserisci un valore valido maggiore di zero.')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('construction year input', () => {
  const now = new Date('2026-05-10T10:00:00Z');

  function renderYear() {
    const onConfirm = vi.fn<(answer: string) => void>();
    render(<SpecialInput kind="year" disabled={false} onConfirm={onConfirm} now={now} />);
    return { onConfirm, input: screen.getByLabelText<HTMLInputElement>('Anno di costruzione') };
  }

  it('accepts four digits between 1900 and the current year', () => {
    const { onConfirm, input } = renderYear();
    fireEvent.change(input, { target: { value: '19755' } });
    expect(input.value).toBe('1975');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith('1975');
  });

  it('says why a year is refused: missing, before 1900, or after the current year', () => {
    const { input } = renderYear();
    fireEvent.change(input, { target: { value: '1899' } });
    expect(screen.getByText("L'anno deve essere successivo al 1900.")).toBeTruthy();
    fireEvent.change(input, { target: { value: '2027' } });
    expect(screen.getByText("L'anno non può essere successivo all'anno corrente (2026).")).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText("Per favore, inserisci l'anno di costruzione.")).toBeTruthy();
  });

  it('does not call a year wrong while its digits are still being typed', () => {
    const { input } = renderYear();
    fireEvent.change(input, { target: { value: '19' } });
    expect(screen.queryByText("L'anno deve essere successivo al 1900.")).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText("L'anno deve essere successivo al 1900.")).toBeTruthy();
  });
});

describe('floor input', () => {
  it('needs a selection and sends the label of the floor chosen', () => {
    const onConfirm = vi.fn<(answer: string) => void>();
    render(<SpecialInput kind="floor" disabled={false} onConfirm={onConfirm} />);
    expect(confirm().disabled).toBe(true);
    const select = screen.getByLabelText("Piano dell'immobile");
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seleziona il piano',
      'Piano terra / Piano rialzato',
      ...Array.from({ length: 10 }, (_, index) => `${index + 1}° piano`),
      'Oltre il 10° piano',
    ]);
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith('3° piano');
  });

  it('sends nothing while the chat is disabled', () => {
    const onConfirm = vi.fn<(answer: string) => void>();
    render(<SpecialInput kind="floor" disabled onConfirm={onConfirm} />);
    fireEvent.change(screen.getByLabelText("Piano dell'immobile"), { target: { value: '0' } });
    expect(confirm().disabled).toBe(true);
  });
});
