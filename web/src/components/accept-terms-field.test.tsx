import type { LegalDocumentDto } from '@lobby/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { AcceptTermsField } from './accept-terms-field';

const terms = (version: number) =>
  ({
    isError: false,
    error: null,
    data: {
      _id: 'vip',
      type: 'vipQueueTermsAndConditions',
      title: 'VIP Queue Terms and Conditions',
      version,
      keyPoints: ['You are called first.'],
      detailed: 'The full text.',
      publishedAt: '2026-11-20T10:00:00.000Z',
      publishedBy: null,
    },
  }) as unknown as UseQueryResult<LegalDocumentDto>;

describe('AcceptTermsField', () => {
  it('accepts the version in force, opens its text, and is unticked once newer terms are in force', async () => {
    const onChange = vi.fn();
    const first = renderInApp(
      <AcceptTermsField terms={terms(2)} name="VIP queue terms" accepted={null} onChange={onChange} />,
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I accept the VIP queue terms \(version 2\)/ }),
    );
    expect(onChange).toHaveBeenCalledWith(2);

    await userEvent.click(screen.getByRole('button', { name: 'VIP queue terms' }));
    expect(await screen.findByText('The full text.')).toBeInTheDocument();

    first.unmount();
    renderInApp(
      <AcceptTermsField terms={terms(3)} name="VIP queue terms" accepted={2} onChange={onChange} />,
    );
    expect(screen.getByRole('checkbox', { name: /version 3/ })).not.toBeChecked();
  });
});
