import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { PromoCodeFormText } from '../utils/promo-code-form';
import { PromoCodeModal } from './promo-code-modal';

describe('the new promo code form', { timeout: 20_000 }, () => {
  it('refuses a percent over 100 with its text instead of quietly making it 100', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<PromoCodeModal opened onClose={() => {}} starId="star-1" query="" currency="INR" />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'HALFOFF' } });
    const percent = screen.getByRole('textbox', { name: 'Percent off' });
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.blur(percent);
    expect(percent).toHaveValue('150%');
    fireEvent.click(screen.getByRole('button', { name: /create/i }));

    expect(await screen.findByText(PromoCodeFormText.percentOff)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
