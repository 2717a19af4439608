import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageButtons } from './PageButtons';

describe('page buttons', () => {
  it('show at most seven pages, mark the current one, and move', () => {
    const onChange = vi.fn<(page: number) => void>();
    render(<PageButtons page={10} totalPages={40} onChange={onChange} />);
    const numbered = screen.getAllByRole('button', { name: /^Pagina \d+$/ });
    expect(numbered.map((button) => button.textContent)).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    expect(screen.getByRole('button', { name: 'Pagina 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 13' }));
    expect(onChange.mock.calls).toEqual([[11], [13]]);
  });

  it('are hidden for a single page', () => {
    const { container } = render(<PageButtons page={1} totalPages={1} onChange={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
