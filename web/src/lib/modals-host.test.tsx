import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hostModalsLazily, ModalsHostReadySignal, whenModalsHostReady } from './modals-host';

// Module state: the host counts as mounted with the page until hostModalsLazily() says otherwise (first test).
describe('opening a modal while its host loads after the page', () => {
  it('opens at once where the host is mounted with the page (as in tests)', () => {
    const open = vi.fn();
    whenModalsHostReady(open);
    expect(open).toHaveBeenCalledOnce();
  });

  it('holds an open until the lazily mounted host listens, then opens', async () => {
    hostModalsLazily();
    const open = vi.fn();
    whenModalsHostReady(open);
    await Promise.resolve();
    expect(open).not.toHaveBeenCalled();

    render(<ModalsHostReadySignal />);
    await vi.waitFor(() => expect(open).toHaveBeenCalledOnce());

    const later = vi.fn();
    whenModalsHostReady(later);
    expect(later).toHaveBeenCalledOnce();
  });
});
