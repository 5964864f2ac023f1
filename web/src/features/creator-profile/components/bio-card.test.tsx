import { AccountFieldText, ProfileLimits, SuccessText } from '@lobby/contracts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { BioCard } from './bio-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const streamer = aUser({ _id: 'star-1', role: 'influencer', bio: 'Old bio' });

// jsdom has no FontFaceSet; the bio's autosizing textarea listens on it for fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

beforeEach(() => {
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: streamer });
});
afterEach(() => {
  notifications.clean();
  useAuthStore.getState().clear();
  vi.unstubAllGlobals();
});

describe('BioCard', () => {
  it("saves only the bio, trimmed, for the moderator's streamer, and says 'Bio updated successfully'", async () => {
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
      const bio = (init?.body as FormData).get('bio');
      return json({ message: 'Profile updated', user: { ...streamer, bio } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<BioCard bio="Old bio" query="?streamerId=star-1" />);

    const field = screen.getByRole('textbox', { name: 'Bio' });
    const save = screen.getByRole('button', { name: 'Save bio' });
    expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Radiant duelist  ');
    await userEvent.click(save);

    expect(await screen.findByText(SuccessText.bioUpdated)).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/influencer/profile/update?streamerId=star-1');
    const sent = init!.body as FormData;
    expect([...sent.keys()]).toEqual(['bio']);
    expect(sent.get('bio')).toBe('Radiant duelist');
    expect(field).toHaveValue('Radiant duelist');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: AccountFieldText.bioTooLong }, 400)),
    );
    renderInApp(<BioCard bio="" query="" />);
    const field = screen.getByRole('textbox', { name: 'Bio' });
    expect(field).toHaveAttribute('maxLength', String(ProfileLimits.bioMax));
    await userEvent.type(field, 'New bio');
    await userEvent.click(screen.getByRole('button', { name: 'Save bio' }));

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(screen.queryByText(SuccessText.bioUpdated)).not.toBeInTheDocument();
    expect(field).toHaveValue('New bio');
  });
});
