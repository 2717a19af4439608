import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminConversation } from '@valuta/shared/leads';
import { ConversationView } from './ConversationView';

const conversation = (count: number, completed = true): AdminConversation => ({
  id: 'v1',
  valuation_id: 'v1',
  created_at: '2026-03-05T10:00:00Z',
  completed,
  messages: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    role: index % 2 === 0 ? ('assistant' as const) : ('user' as const),
    content: `Messaggio ${index + 1}`,
    timestamp: '2026-03-05T10:00:00Z',
  })),
});

describe('the conversation view', () => {
  it("shows the first five messages on an owner's card, then '+ altri N messaggi', in a 400px box", () => {
    render(<ConversationView conversation={conversation(12)} previewCount={5} height={400} />);
    expect(screen.getAllByText(/^Messaggio \d+$/)).toHaveLength(5);
    expect(screen.getByRole('log', { name: 'Conversazione' }).style.height).toBe('400px');
    fireEvent.click(screen.getByRole('button', { name: '+ altri 7 messaggi' }));
    expect(screen.getAllByText(/^Messaggio \d+$/)).toHaveLength(12);
  });

  it("names who wrote each message and says 'In corso' while the valuation is not completed", () => {
    render(<ConversationView conversation={conversation(2, false)} />);
    expect(screen.getByText('In corso')).toBeTruthy();
    expect(screen.getByText('Amelia · 05/03/2026 11:00')).toBeTruthy();
    expect(screen.getByText('Cliente · 05/03/2026 11:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /altri/ })).toBeNull();
  });

  it('says there is no conversation when there is none', () => {
    render(<ConversationView conversation={null} />);
    expect(screen.getByText('Nessuna conversazione disponibile')).toBeTruthy();
  });
});
