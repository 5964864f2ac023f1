import { GstinText } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { OnboardingForm } from './onboarding-form';

// jsdom has no FontFaceSet; the address's autosizing textarea listens on it for fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingForm', () => {
  it('holds back a GSTIN that is not one with the server’s own text, and takes an empty or a well-formed one', async () => {
    const fetchMock = vi.fn(
      async (_path: string, _init?: RequestInit) => new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderInApp(<OnboardingForm starId="star-1" query="" previous={null} />);
    const gstin = screen.getByRole('textbox', { name: 'GSTIN (optional)' });
    const submit = screen.getByRole('button', { name: 'Submit onboarding details' });

    await user.click(submit);
    expect(screen.queryByText(GstinText.invalid)).toBeNull();

    await user.type(gstin, '29ABCDE1234F1Y5');
    await user.click(submit);
    expect(await screen.findByText(GstinText.invalid)).toBeInTheDocument();

    await user.clear(gstin);
    await user.type(gstin, '29abcde1234f1z5');
    await user.click(submit);
    expect(screen.queryByText(GstinText.invalid)).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  }, 20_000);
});
