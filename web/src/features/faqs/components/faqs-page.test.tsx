import type { FaqDto } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import FaqsPage from '../../../app/routes/faqs';
import { groupFaqs, searchFaqs } from './faq-search';

const faq = (position: number, question: string, answer: string, category: string): FaqDto => ({
  _id: `faq-${position}`,
  slug: `faq-${position}`,
  question,
  answer,
  category,
  position,
  published: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const faqs = [
  faq(1, 'What is Lobby?', 'A marketplace.', 'General'),
  faq(2, 'How do I book?', 'Pick a slot and pay.', 'Booking'),
  faq(3, 'Can I cancel?', 'Yes, from your orders.\n\nSee the policy.', 'Booking'),
  faq(4, 'Is there an app?', 'Not yet.', 'General'),
];

afterEach(() => vi.unstubAllGlobals());

describe('FAQ search and groups', () => {
  it('keeps the questions holding every word, in any case, from the question, answer or category', () => {
    expect(searchFaqs(faqs, 'ORDERS yes').map((one) => one.position)).toEqual([3]);
    expect(searchFaqs(faqs, 'booking').map((one) => one.position)).toEqual([2, 3]);
    expect(searchFaqs(faqs, '  ')).toBe(faqs);
  });

  it('groups by category in the order of each first question, keeping the order inside', () => {
    expect(groupFaqs(faqs).map((group) => [group.name, group.faqs.map((one) => one.position)])).toEqual([
      ['General', [1, 4]],
      ['Booking', [2, 3]],
    ]);
  });
});

describe('/faqs', () => {
  it('shows the questions by category, opens an answer in paragraphs, and narrows them by the search', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ faqs, categories: [] }), { status: 200 })),
    );
    renderInApp(<FaqsPage />, { path: '/faqs' });
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Can I cancel?' }));
    expect(await screen.findByText('See the policy.')).toBeInTheDocument();
    // The panel is hidden from the accessibility tree until its opening transition ends.
    expect(await screen.findByRole('link', { name: 'Link to this question' })).toHaveAttribute(
      'href',
      '/faqs/faq-3',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'app');
    expect(screen.queryByRole('heading', { name: 'Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Is there an app?' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'zzz');
    expect(screen.getByText('No question matches your search.')).toBeInTheDocument();
  });
});
