import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { AddSocialLinkForm } from './add-social-link-form';

describe('AddSocialLinkForm', () => {
  it("refuses a link off the chosen platform's site, and adds one on it", async () => {
    const onAdd = vi.fn();
    renderInApp(<AddSocialLinkForm platforms={['youtube', 'twitch']} saving={false} onAdd={onAdd} />);
    await userEvent.click(screen.getByLabelText('Platform'));
    await userEvent.click(await screen.findByRole('option', { name: 'YouTube', hidden: true }));
    const link = screen.getByRole('textbox', { name: 'Link' });
    await userEvent.type(link, 'https://twitch.tv/ace');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByText('A YouTube link must be on youtube.com or youtu.be')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await userEvent.clear(link);
    await userEvent.type(link, 'https://www.youtube.com/@ace');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onAdd).toHaveBeenCalledWith(
      { platform: 'youtube', url: 'https://www.youtube.com/@ace' },
      expect.any(Function),
    );
  });
});
