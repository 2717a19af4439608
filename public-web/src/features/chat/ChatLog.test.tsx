import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatButton } from '@valuta/shared/chat';
import { ChatLog } from './ChatLog';
import { assistantMessage, loadingMessage, userMessage } from './chat-messages';

describe('chat log', () => {
  it('is a live log that shows the visible messages only, each marked with its speaker', () => {
    render(
      <ChatLog
        buttonsDisabled={false}
        onButton={vi.fn<(button: ChatButton) => void>()}
        messages={[assistantMessage('In quale comune si trova?'), userMessage('__START__'), userMessage('Torino'), assistantMessage('[OPEN_FORM]')]}
      />,
    );
    const log = screen.getByRole('log', { name: 'Conversazione con Amelia' });
    const spoken = log.cloneNode(true) as HTMLElement;
    for (const decoration of spoken.querySelectorAll('[aria-hidden="true"]')) decoration.remove();
    expect(spoken.textContent).toBe('Amelia: In quale comune si trova?Tu: Torino');
  });

  it('shows a spinner while Amelia writes', () => {
    render(<ChatLog buttonsDisabled onButton={vi.fn<(button: ChatButton) => void>()} messages={[userMessage('Torino'), loadingMessage()]} />);
    expect(screen.getByText('Amelia sta scrivendo…')).toBeTruthy();
  });

  it("offers the latest question's buttons, in a row up to 3 and in a grid beyond", () => {
    const onButton = vi.fn<(button: ChatButton) => void>();
    const { rerender } = render(
      <ChatLog
        buttonsDisabled={false}
        onButton={onButton}
        messages={[
          assistantMessage('Che tipo di immobile è?', { buttons: [{ label: 'Villa', value: 'VILLA' }] }),
          userMessage('Villa'),
          assistantMessage('C’è un box auto?', {
            buttons: [
              { label: 'Sì', value: 'si' },
              { label: 'No', value: 'no' },
              { label: 'Non so', value: 'non_so' },
            ],
          }),
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Risposte possibili' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sì', 'No', 'Non so']);
    expect(screen.queryByRole('button', { name: 'Villa' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Non so' }));
    expect(onButton).toHaveBeenCalledWith({ label: 'Non so', value: 'non_so' });
    const rowClass = group.className;

    const four = ['A', 'B', 'C', 'D'].map((label) => ({ label, value: label }));
    rerender(<ChatLog buttonsDisabled onButton={onButton} messages={[assistantMessage('Classe energetica?', { buttons: four })]} />);
    const grid = screen.getByRole('group', { name: 'Risposte possibili' });
    expect(grid.className).not.toBe(rowClass);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'A' }).disabled).toBe(true);
  });

  it('shows the address card with coordinates to 6 decimals', () => {
    render(
      <ChatLog
        buttonsDisabled={false}
        onButton={vi.fn<(button: ChatButton) => void>()}
        messages={[
          assistantMessage('Ho registrato questo indirizzo: è corretto?', {
            addressConfirmation: { formattedAddress: 'Via Nizza 120, Torino (TO)', lat: 45.0677551, lng: 7.68248912 },
            buttons: [
              { label: 'Sì', value: 'si' },
              { label: 'No', value: 'no' },
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByText('Via Nizza 120, Torino (TO)')).toBeTruthy();
    expect(screen.getByText('Lat 45.067755')).toBeTruthy();
    expect(screen.getByText('Lng 7.682489')).toBeTruthy();
    expect(screen.queryByText('Centro del comune:')).toBeNull();
  });

  it('says that the coordinates are the comune centre when only the comune is known', () => {
    render(
      <ChatLog
        buttonsDisabled={false}
        onButton={vi.fn<(button: ChatButton) => void>()}
        messages={[
          assistantMessage('Ho registrato questo indirizzo a Torino: è corretto?', {
            addressConfirmation: { formattedAddress: 'Via Racconigi 60, Torino (TO)', lat: 45.067755, lng: 7.682489, precision: 'comune' },
          }),
        ]}
      />,
    );
    expect(screen.getByText('Centro del comune:')).toBeTruthy();
    expect(screen.getByText('Lat 45.067755')).toBeTruthy();
  });

  it('highlights the valuation message', () => {
    render(
      <ChatLog
        buttonsDisabled={false}
        onButton={vi.fn<(button: ChatButton) => void>()}
        messages={[assistantMessage('Ecco il valore stimato per il tuo immobile: 285.000 € - 315.000 €.')]}
      />,
    );
    expect(screen.getByTestId('valuation-message').textContent).toContain('285.000 € - 315.000 €');
  });
});
