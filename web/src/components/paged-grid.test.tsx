import type { Page } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { PagedGrid } from './paged-grid';

const pageOf = (names: string[], totalPages: number, total: number): Page<string> => ({
  data: names,
  page: 1,
  limit: 10,
  totalPages,
  total,
});

function renderGrid(
  query: Partial<Parameters<typeof PagedGrid<string>>[0]['query']>,
  onPageChange = vi.fn(),
  countLabel: ((total: number) => string) | null = (total) =>
    `${total} ${total === 1 ? 'session' : 'sessions'}`,
) {
  return renderInApp(
    <PagedGrid<string>
      query={{ data: undefined, error: null, isPlaceholderData: false, refetch: vi.fn(), ...query }}
      page={1}
      onPageChange={onPageChange}
      loading={<p>Loading sessions</p>}
      empty={<p>Nothing booked yet</p>}
      countLabel={countLabel ?? undefined}
    >
      {(name) => <article key={name}>{name}</article>}
    </PagedGrid>,
  );
}

describe('PagedGrid', () => {
  it('offers to try again when the first page could not be read', async () => {
    const refetch = vi.fn();
    renderGrid({ error: new Error('Service unavailable'), refetch });
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the loading and empty states it is given', () => {
    const { unmount } = renderGrid({});
    expect(screen.getByText('Loading sessions')).toBeInTheDocument();
    unmount();
    renderGrid({ data: pageOf([], 0, 0) });
    expect(screen.getByText('Nothing booked yet')).toBeInTheDocument();
  });

  it('keeps showing a page when a later read fails', () => {
    renderGrid({ data: pageOf(['Chess night'], 1, 1), error: new Error('Service unavailable') });
    expect(screen.getByText('Chess night')).toBeInTheDocument();
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
  });

  it('shows the cards, the total, and a pager only when there is more than one page', async () => {
    const onPageChange = vi.fn();
    const { unmount } = renderGrid({ data: pageOf(['Chess night'], 1, 1) }, onPageChange);
    expect(screen.getByText('1 session')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    unmount();

    renderGrid({ data: pageOf(['Chess night', 'Go evening'], 2, 12) }, onPageChange);
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual([
      'Chess night',
      'Go evening',
    ]);
    expect(screen.getByText('12 sessions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('leaves the total out when the page shows it itself', () => {
    renderGrid({ data: pageOf(['Chess night'], 1, 1) }, vi.fn(), null);
    expect(screen.getByText('Chess night')).toBeInTheDocument();
    expect(screen.queryByText('1 session')).not.toBeInTheDocument();
  });
});
