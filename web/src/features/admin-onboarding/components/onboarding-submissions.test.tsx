import { SuccessText, type AdminOnboardingSubmissionDto } from '@lobby/contracts';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { OnboardingSubmissions } from './onboarding-submissions';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const submission = (streamerId: string, gamingName: string): AdminOnboardingSubmissionDto => ({
  _id: `sub-${streamerId}`,
  status: 'submitted',
  fullName: `${gamingName} Legal`,
  gamingName,
  mobileNumber: '+44 7700 900123',
  address: '1 High Street',
  country: 'United Kingdom',
  tshirtSize: 'L',
  bankName: 'Example Bank',
  accountHolderName: gamingName,
  accountNumber: '****6789',
  bankOption: 'IBAN',
  bankCode: '****5555',
  gstin: null,
  bankStatement: { _id: `bs-${streamerId}`, contentType: 'application/pdf', byteSize: 100 },
  signedAgreement: { _id: `sa-${streamerId}`, contentType: 'application/pdf', byteSize: 100 },
  submittedAt: '2026-11-20T10:00:00.000Z',
  verifiedAt: null,
  streamerId,
  streamerUsername: gamingName.toLowerCase(),
  streamerEmail: `${gamingName.toLowerCase()}@example.com`,
  verifiedBy: null,
});

function serve(verify: () => Response) {
  const verified: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        verified.push(JSON.parse(init.body as string));
        return verify();
      }
      return json({
        data: [submission('s-1', 'Alpha'), submission('s-2', 'Beta')],
        page: 1,
        limit: 10,
        totalPages: 1,
        total: 2,
      });
    }),
  );
  return verified;
}

const renderList = (canWrite: boolean) =>
  renderInApp(
    <ModalsProvider>
      <OnboardingSubmissions canWrite={canWrite} />
    </ModalsProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingSubmissions', () => {
  it('verifies the ticked submissions in one call and says so', async () => {
    const verified = serve(() =>
      json({ message: SuccessText.verified, verified: ['s-1', 's-2'], alreadyVerified: [] }),
    );
    renderList(true);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify selected (2)' }));
    expect(await screen.findByText(SuccessText.verified)).toBeInTheDocument();
    expect(verified).toEqual([{ streamerIds: ['s-1', 's-2'] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify selected (0)' })).toBeDisabled());
  });

  it('shows every field of a submission, the bank numbers masked', async () => {
    serve(() => json({}));
    renderList(true);
    await userEvent.click(await screen.findByRole('button', { name: 'All details of Alpha' }));
    const dialog = await screen.findByRole('dialog');
    for (const text of ['+44 7700 900123', '1 High Street', '****6789', '****5555', 'L'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
  });

  it('shows staff with read only the list without checkboxes or verify buttons', async () => {
    serve(() => json({}));
    renderList(false);
    await screen.findByText('Alpha');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Verify/ })).toBeNull();
  });
});
