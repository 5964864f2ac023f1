import { CancellationPolicies, LegalText, type LegalDocumentDto } from '@lobby/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import CancellationPolicyPage from '../../../app/routes/legal/cancellation-policy';
import PrivacyPolicyPage from '../../../app/routes/legal/privacy-policy';

const document = (type: LegalDocumentDto['type'], version: number): LegalDocumentDto => ({
  _id: 'doc',
  type,
  title: 'Whatever',
  version,
  keyPoints: ['First point.', 'Second point.'],
  detailed: 'Paragraph one.\n\nParagraph two.',
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishedBy: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('legal pages', () => {
  it('shows the privacy policy in force from its own path: version, key points and paragraphs', async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify(document('mainPrivacyPolicy', 3)), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(await screen.findByText(/Version 3 · in force since/)).toBeInTheDocument();
    expect(screen.getByText('Second point.')).toBeInTheDocument();
    expect(screen.getByText('Paragraph two.')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/get/privacy-policy');
  });

  it("says 'Error fetching terms and conditions' when the text can't be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"down"}', { status: 503 })),
    );
    renderInApp(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(await screen.findByText(LegalText.fetchFailed)).toBeInTheDocument();
  });

  it("lists every named cancellation policy's tiers from the booking rule beside the document", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(document('cancellationPolicy', 1)), { status: 200 })),
    );
    renderInApp(<CancellationPolicyPage />, { path: '/cancellation-policy' });
    await screen.findByText(/Version 1/);
    for (const policy of Object.values(CancellationPolicies)) {
      const card = within(screen.getByTestId(`policy-${policy.name}`));
      for (const tier of policy.tiers)
        expect(
          card.getByText(
            `${tier.refundPercent}% back when you cancel ${tier.hoursBefore} hours or more before the slot`,
          ),
        ).toBeInTheDocument();
    }
  });
});
