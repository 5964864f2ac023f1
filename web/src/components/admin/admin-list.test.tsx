import type { Page } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { AdminList } from './admin-list';

interface Item {
  name: string;
}

const loaded = <T,>(data: T) => ({ isError: false, error: null, isPending: false, data });
const pageOf = (names: string[], page: number, totalPages: number, total: number): Page<Item> => ({
  data: names.map((name) => ({ name })),
  page,
  limit: 10,
  totalPages,
  total,
});
const empty = { icon: null, title: 'No games yet', description: 'Add the first game.' };
const rows = (items: Item[]) => (
  <ul>
    {items.map(({ name }) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('AdminList', () => {
  it('shows the load failure, and nothing else, when the list could not be read', () => {
    renderInApp(
      <AdminList<Item>
        query={{ isError: true, error: new Error('Forbidden'), isPending: false, data: undefined }}
        empty={empty}
        toolbar={<button type="button">Pending</button>}
      >
        {rows}
      </AdminList>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.getByRole('button', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the list is empty, with the action that adds the first item', () => {
    renderInApp(
      <AdminList<Item> query={loaded([])} empty={{ ...empty, children: <a href="/add">Add game</a> }}>
        {rows}
      </AdminList>,
    );
    expect(screen.getByText('No games yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add game' })).toBeInTheDocument();
  });

  it('shows a whole list without a pager', () => {
    renderInApp(
      <AdminList<Item> query={loaded([{ name: 'PC' }, { name: 'Switch' }])} empty={empty}>
        {rows}
      </AdminList>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PC', 'Switch']);
    expect(screen.queryByText(/platforms/)).not.toBeInTheDocument();
  });

  it('shows the total and switches pages under a paged list', async () => {
    const onChange = vi.fn();
    renderInApp(
      <AdminList<Item>
        query={loaded(pageOf(['Chess'], 1, 3, 21))}
        empty={empty}
        paging={{ page: 1, onChange, noun: 'games' }}
      >
        {rows}
      </AdminList>,
    );
    expect(screen.getByText('21 games')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('steps back to the new last page when the page shown no longer exists', () => {
    function Paged() {
      const [page, setPage] = useState(3);
      // The list now has two pages: the third lost its last item.
      const data = page === 3 ? pageOf([], 3, 2, 20) : pageOf(['Go'], page, 2, 20);
      return (
        <AdminList<Item>
          query={loaded(data)}
          empty={empty}
          paging={{ page, onChange: setPage, noun: 'games' }}
        >
          {rows}
        </AdminList>
      );
    }
    renderInApp(<Paged />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Go');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('data-active', 'true');
  });

  it('stays on the first page of a list that has become empty', () => {
    const onChange = vi.fn();
    renderInApp(
      <AdminList<Item>
        query={loaded(pageOf([], 1, 0, 0))}
        empty={empty}
        paging={{ page: 1, onChange, noun: 'games' }}
      >
        {rows}
      </AdminList>,
    );
    expect(screen.getByText('No games yet')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
