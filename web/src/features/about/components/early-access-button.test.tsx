import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { renderInApp } from '../../../test/render';
import { EarlyAccessButton } from './early-access-button';

let pageHeight = 500;

/** A scroll: the hook reads the (mocked) document height on it. */
function scroll() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the early-access countdown on /about', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    pageHeight = 500;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => pageHeight,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    useAuthStore.getState().clear();
  });

  it('starts at 2:00 once a visitor scrolls a page taller than 630 px, counts down and changes the offer at zero', () => {
    renderInApp(<EarlyAccessButton />);
    expect(screen.getByRole('button', { name: 'Get Early Access' })).toBeInTheDocument();

    scroll();
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('timer')).toBeNull();

    pageHeight = 630;
    scroll();
    expect(screen.queryByRole('timer')).toBeNull();

    pageHeight = 631;
    scroll();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:59');
    act(() => void vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:01');

    // The page getting shorter again doesn't stop or restart it.
    pageHeight = 400;
    scroll();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(screen.getByTestId('early-access-offer')).toHaveTextContent('before the timer ends');

    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('early-access-offer')).toHaveTextContent('requests stay open');
    expect(document.body).not.toHaveTextContent(/priority|first/i);
    expect(screen.getByRole('button', { name: 'Get Early Access' })).toBeInTheDocument();
  });

  it('shows no countdown to a signed-in user', () => {
    useAuthStore.setState({
      accessToken: 'token',
      user: { _id: 'u1', role: 'user' } as never,
    });
    renderInApp(<EarlyAccessButton />);
    pageHeight = 2000;
    scroll();
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByTestId('early-access-offer')).toBeNull();
  });
});
