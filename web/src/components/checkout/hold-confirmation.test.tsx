import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { HoldConfirmation } from './hold-confirmation';
import { POLL_LIMIT_MS, useHoldConfirmation } from './use-hold-confirmation';

interface Hold {
  status: string;
}

function Page({ read, errorTitle }: { read: () => Promise<Hold>; errorTitle?: string }) {
  const confirmation = useHoldConfirmation({ queryKey: ['hold'], queryFn: read });
  return (
    <HoldConfirmation
      confirmation={confirmation}
      errorTitle={errorTitle}
      delayedNote="It shows under your orders once paid."
      delayedActions={() => <a href="/orders">Your orders</a>}
      settled={(hold) => <p>Settled as {hold.status}</p>}
    />
  );
}

/** Answers the given holds in turn, then keeps answering the last. */
const answers = (...holds: Hold[]) => {
  let call = 0;
  return vi.fn(() => Promise.resolve(holds[Math.min(call++, holds.length - 1)]));
};

describe('HoldConfirmation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the hold is held and shows it once the payment has landed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const read = answers({ status: 'held' }, { status: 'held' }, { status: 'paid' });
    renderInApp(<Page read={read} />);

    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    expect(screen.getByLabelText('Waiting for the payment')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(await screen.findByText('Settled as paid')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shows a settled hold that ended without a payment as well', async () => {
    renderInApp(<Page read={answers({ status: 'cancelled' })} />);
    expect(await screen.findByText('Settled as cancelled')).toBeInTheDocument();
  });

  it('stops asking after 30 s, says so, and asks again on Refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const read = answers({ status: 'held' });
    renderInApp(<Page read={read} />);
    await screen.findByText('Confirming your payment');

    await act(() => vi.advanceTimersByTimeAsync(POLL_LIMIT_MS));
    expect(await screen.findByText('Your payment is being confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('This is taking longer than usual. It shows under your orders once paid.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your orders' })).toBeInTheDocument();
    const asked = read.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(read).toHaveBeenCalledTimes(asked);

    read.mockResolvedValue({ status: 'paid' });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Settled as paid')).toBeInTheDocument();
  });

  it('says a failed read could not confirm the payment, when that is what a failure means', async () => {
    const read = vi.fn((): Promise<Hold> => Promise.reject(new Error('Checkout session not found')));
    renderInApp(<Page read={read} errorTitle="We could not confirm this payment" />);

    expect(await screen.findByText('We could not confirm this payment')).toBeInTheDocument();
    expect(screen.getByText('Checkout session not found')).toBeInTheDocument();
    read.mockResolvedValue({ status: 'paid' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Settled as paid')).toBeInTheDocument();
  });

  it('keeps waiting through failed reads otherwise ("not found" means "not yet")', async () => {
    const read = vi.fn((): Promise<Hold> => Promise.reject(new Error('Order not found')));
    renderInApp(<Page read={read} />);

    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.getByText('Confirming your payment')).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
  });
});
