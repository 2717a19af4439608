import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTable } from './ScrollTable';

interface Person {
  id: number;
  name: string;
  city: { name: string };
}

const PEOPLE: Person[] = Array.from({ length: 12 }, (_, at) => ({ id: at + 1, name: `Persona ${at + 1}`, city: { name: 'Torino' } }));

function columns(open: (person: Person) => void): ColumnsType<Person> {
  return [
    { title: 'Nome', dataIndex: 'name' },
    { title: 'Città', dataIndex: ['city', 'name'] },
    { title: 'Azioni', key: 'actions', render: (_value, person) => <Button onClick={() => open(person)}>Apri {person.name}</Button> },
  ];
}

/** The window's width, as a phone or a desk has it: antd's breakpoints read it through matchMedia. */
function viewport(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height: 844,
  });
}

afterEach(() => viewport(1024));

describe('a table on a phone (390 px)', () => {
  it('shows each record as a block of label and value pairs, its actions working, a page at a time', () => {
    viewport(390);
    const open = vi.fn<(person: Person) => void>();
    render(<ScrollTable<Person> label="Persone" rowKey="id" columns={columns(open)} dataSource={PEOPLE} pagination={{ pageSize: 10 }} />);

    expect(screen.queryByRole('table')).toBeNull();
    const records = within(screen.getByRole('list', { name: 'Persone' })).getAllByRole('listitem');
    expect(records).toHaveLength(10);
    const first = within(records[0]!);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Nome', 'Città', 'Azioni']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Persona 1', 'Torino', 'Apri Persona 1']);

    fireEvent.click(first.getByRole('button', { name: 'Apri Persona 1' }));
    expect(open).toHaveBeenCalledWith(PEOPLE[0]);

    fireEvent.click(screen.getByTitle('2'));
    const secondPage = within(screen.getByRole('list', { name: 'Persone' })).getAllByRole('listitem');
    expect(secondPage.map((record) => within(record).getAllByRole('definition')[0]!.textContent)).toEqual(['Persona 11', 'Persona 12']);
  });

  it('shows the last page there is when a search leaves fewer records', () => {
    viewport(390);
    const table = (people: Person[]) => (
      <ScrollTable<Person> label="Persone" rowKey="id" columns={columns(() => {})} dataSource={people} pagination={{ pageSize: 10 }} />
    );
    const { rerender } = render(table(PEOPLE));
    fireEvent.click(screen.getByTitle('2'));
    rerender(table(PEOPLE.slice(0, 3)));
    expect(within(screen.getByRole('list', { name: 'Persone' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the empty text when there is no record', () => {
    viewport(390);
    render(<ScrollTable<Person> label="Persone" columns={columns(() => {})} dataSource={[]} locale={{ emptyText: 'Nessuna persona' }} />);
    expect(screen.getByText('Nessuna persona')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Persone' })).toBeNull();
  });

  it('shows an expandable row’s details behind a button', () => {
    viewport(390);
    render(
      <ScrollTable<Person>
        label="Persone"
        rowKey="id"
        columns={columns(() => {})}
        dataSource={PEOPLE.slice(0, 1)}
        pagination={false}
        expandable={{ expandedRowRender: (person) => `Dettagli di ${person.name}` }}
      />,
    );
    const details = screen.getByRole('button', { name: 'Mostra i dettagli' });
    expect(screen.queryByText('Dettagli di Persona 1')).toBeNull();
    fireEvent.click(details);
    expect(screen.getByText('Dettagli di Persona 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nascondi i dettagli' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('a table on a desk (1440 px)', () => {
  it('is the table, its scrolling region named', () => {
    viewport(1440);
    render(
      <ScrollTable<Person> label="Persone" rowKey="id" columns={columns(() => {})} dataSource={PEOPLE} pagination={false} scroll={{ x: 900 }} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('region', { name: 'Persone' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Persone' })).toBeNull();
  });
});
