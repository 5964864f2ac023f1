import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { CardSection, CardsOf } from './card-section';

type Query = Parameters<typeof CardsOf<string>>[0]['query'];
const query = (overrides: Partial<Query>): Query => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...overrides,
});

function renderCards(state: Query) {
  return renderInApp(
    <CardSection id="popular-gigs" title="Popular gigs" more={{ to: '/browse' }}>
      <CardsOf query={state} loading={<p>Placeholders</p>} empty={<p>No gigs yet</p>}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </CardsOf>
    </CardSection>,
  );
}

describe('CardSection with CardsOf', () => {
  it('is a section named by its heading, with a See all link', () => {
    renderCards(query({ data: ['Chess night'] }));
    expect(screen.getByRole('region', { name: 'Popular gigs' })).toContainElement(
      screen.getByText('Chess night'),
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/browse');
  });

  it('shows placeholders while loading and the empty state for an empty list', () => {
    const { unmount } = renderCards(query({ isPending: true }));
    expect(screen.getByText('Placeholders')).toBeInTheDocument();
    unmount();
    renderCards(query({ data: [] }));
    expect(screen.getByText('No gigs yet')).toBeInTheDocument();
  });

  it('offers to try again when the list could not be read', async () => {
    const refetch = vi.fn();
    renderCards(query({ isError: true, error: new Error('Service unavailable'), refetch }));
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
