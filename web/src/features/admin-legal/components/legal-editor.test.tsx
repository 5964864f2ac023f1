import type { LegalDocumentDto } from '@lobby/contracts';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { LegalEditor } from './legal-editor';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const inForce: LegalDocumentDto = {
  _id: 'terms-1',
  type: 'mainTermsAndConditions',
  version: 1,
  keyPoints: [],
  detailed: 'Fans book sessions with streamers under these terms.',
  publishedAt: '2026-11-01T10:00:00.000Z',
  publishedBy: null,
  title: 'Terms of services',
};

/** The gateway as the editor calls it; answers every publish and records its body. */
function serve() {
  const published: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json([inForce]);
      published.push(JSON.parse(init!.body as string));
      return json({ message: 'Terms of services updated', document: { ...inForce, version: 2 } });
    }),
  );
  return published;
}

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it for fonts that finish loading.
beforeAll(() =>
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  }),
);

describe('publishing a legal text', () => {
  beforeEach(() =>
    useAuthStore.getState().setSession({
      accessToken: 'token',
      refreshToken: 'refresh',
      user: aUser({
        role: 'admin',
        permissions: [{ service: 'Terms of Services', read: true, write: true }],
      }),
    }),
  );
  afterEach(() => vi.unstubAllGlobals());

  const publish = async (detailed: string) => {
    renderInApp(
      <ModalsProvider>
        <LegalEditor type="mainTermsAndConditions" title="Terms of services" />
      </ModalsProvider>,
    );
    const field = await screen.findByLabelText(/Detailed text/);
    fireEvent.change(field, { target: { value: detailed } });
    await userEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    return screen.findByRole('dialog', { name: 'Publish version 2?' });
  };

  it.each([
    ['has no spaces', 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'no spaces'],
    ['is shorter than a sentence', 'Be nice.', 'shorter than a sentence'],
  ])('warns before publishing a text that %s, and publishes it when told to anyway', async (_, text, warned) => {
    const published = serve();
    const dialog = await publish(text);
    expect(within(dialog).getByText(new RegExp(warned))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(published).toEqual([{ keyPoints: [], detailed: text }]));
  });

  it('asks without a warning before publishing a text of sentences', async () => {
    const published = serve();
    const dialog = await publish('Fans may cancel a booking up to a day before the session.');
    expect(within(dialog).queryByText(/no spaces|shorter than a sentence/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toHaveLength(1));
  });
});
