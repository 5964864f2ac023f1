import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { useLandingModalStore } from '../stores/landing-modal-store';
import { useLandingModal } from './use-landing-modal';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe('useLandingModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    useLandingModalStore.setState({ opened: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    useAuthStore.setState({ accessToken: null, refreshToken: null, user: null });
  });

  it('opens by itself for a first-time visitor on the landing page, a moment after the page, not with it', () => {
    const { result } = renderHook(() => useLandingModal(), { wrapper: at('/') });
    expect(result.current.opened).toBe(false);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.opened).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.opened).toBe(true);
  });

  it('stays closed once closed on this device, and on other pages', () => {
    const first = renderHook(() => useLandingModal(), { wrapper: at('/') });
    act(() => vi.advanceTimersByTime(1000));
    act(() => first.result.current.close());
    first.unmount();

    const again = renderHook(() => useLandingModal(), { wrapper: at('/') });
    act(() => vi.advanceTimersByTime(5000));
    expect(again.result.current.opened).toBe(false);
    again.unmount();

    localStorage.clear();
    const elsewhere = renderHook(() => useLandingModal(), { wrapper: at('/browse') });
    act(() => vi.advanceTimersByTime(5000));
    expect(elsewhere.result.current.opened).toBe(false);
  });

  it('does not open for someone signed in, and not after leaving the page before its moment', () => {
    useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: aUser() });
    const signedIn = renderHook(() => useLandingModal(), { wrapper: at('/') });
    act(() => vi.advanceTimersByTime(5000));
    expect(signedIn.result.current).toMatchObject({ opened: false, isVisitor: false });
    signedIn.unmount();

    useAuthStore.setState({ accessToken: null, refreshToken: null, user: null });
    const leaving = renderHook(() => useLandingModal(), { wrapper: at('/') });
    act(() => vi.advanceTimersByTime(500));
    leaving.unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(useLandingModalStore.getState().opened).toBe(false);
  });
});
