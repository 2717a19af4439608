import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnerSignIn } from './OwnerSignIn';

describe("'Area venditore' without a session", () => {
  it('asks for a valid e-mail before sending anything', () => {
    render(<OwnerSignIn notice={null} />);
    fireEvent.change(screen.getByLabelText('La tua e-mail'), { target: { value: 'non-una-email' } });
    fireEvent.submit(screen.getByRole('form', { name: "Entra nell'area venditore" }));
    expect(screen.getByRole('alert').textContent).toBe('Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it');
    expect(screen.getByRole('button', { name: 'Mandami il link' })).toBeTruthy();
  });

  it('says why a link did not open', () => {
    render(<OwnerSignIn notice="Questo link non è più valido." />);
    expect(screen.getByRole('alert').textContent).toBe('Questo link non è più valido.');
  });
});
