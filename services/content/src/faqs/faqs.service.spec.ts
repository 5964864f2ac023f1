import { AuditEventSubjects, FaqText } from '@lobby/contracts';
import { refusal, ServiceHarness } from '@lobby/test-kit';
import { contentService } from '../content.definition';

const staffId = '0190d7a0-0000-7000-8000-00000000000a';

describe('content: FAQs', () => {
  const content = new ServiceHarness(contentService);
  beforeAll(() => content.start(), 30_000);
  afterAll(() => content.stop());

  const save = (
    question: string,
    extra: { answer?: string; category?: string; published?: boolean } = {},
    id?: string,
  ) =>
    content.send('content.saveFaq', {
      userId: staffId,
      id,
      input: { question, answer: 'An answer.', ...extra },
    });
  const publicQuestions = async () =>
    (await content.send('content.faqs', {})).faqs.map((faq) => faq.question);

  it('serves the seeded questions in order, grouped by category', async () => {
    const list = await content.send('content.faqs', {});
    expect(list.faqs.map((faq) => faq.position)).toEqual([1, 2, 3, 4, 5]);
    expect(list.categories.map((group) => group.name)).toEqual([
      'General',
      'Booking',
      'Live queues',
      'Stars',
    ]);
    expect(list.categories[1]!.faqs.map((faq) => faq.slug)).toEqual([
      'how-do-i-book-a-session',
      'can-i-cancel-a-booking',
    ]);
  });

  it('adds new questions at the end, reorders the whole list, hides unpublished ones and deletes', async () => {
    const { faq: first } = await save('Is there an app?', { category: 'General' });
    const { faq: hidden } = await save('Secret question', { published: false });
    expect(first.position).toBe(6);
    expect(hidden.position).toBe(7);
    expect(await publicQuestions()).not.toContain('Secret question');
    expect(await refusal(content.send('content.faq', { slug: hidden.slug }))).toEqual({
      status: 404,
      message: FaqText.missing,
    });

    const all = await content.send('content.adminFaqs', { userId: staffId });
    const ids = all.map((faq) => faq._id);
    const reordered = [first._id, ...ids.filter((id) => id !== first._id)];
    const { faqs } = await content.send('content.orderFaqs', { userId: staffId, ids: reordered });
    expect(faqs.map((faq) => faq._id)).toEqual(reordered);
    expect((await publicQuestions())[0]).toBe('Is there an app?');

    // Same category first among the related questions.
    const page = await content.send('content.faq', { slug: first.slug });
    expect(page.faq.question).toBe('Is there an app?');
    expect(page.related[0]!.category).toBe('General');
    expect(page.related).toHaveLength(4);

    expect(
      await refusal(content.send('content.orderFaqs', { userId: staffId, ids: reordered.slice(1) })),
    ).toEqual({
      status: 400,
      message: FaqText.badOrder,
    });
    expect(
      await refusal(
        content.send('content.orderFaqs', { userId: staffId, ids: [...reordered.slice(1), reordered[1]!] }),
      ),
    ).toEqual({ status: 400, message: FaqText.badOrder });

    await save('Secret question', { published: true, answer: 'Now public.' }, hidden._id);
    expect(await publicQuestions()).toContain('Secret question');

    await content.send('content.removeFaq', { userId: staffId, id: hidden._id });
    expect(await publicQuestions()).not.toContain('Secret question');
    expect(await refusal(content.send('content.removeFaq', { userId: staffId, id: hidden._id }))).toEqual({
      status: 404,
      message: FaqText.missing,
    });
  });

  it('makes slugs unique, refuses empty or long input, and audits every write', async () => {
    const a = await save('Is there an app?');
    expect(a.faq.slug).toBe('is-there-an-app-2');
    expect(await refusal(save('  '))).toEqual({ status: 400, message: FaqText.questionRequired });
    expect(await refusal(save('Q', { answer: ' ' }))).toEqual({
      status: 400,
      message: FaqText.answerRequired,
    });
    expect(await refusal(save('Q'.repeat(301)))).toEqual({ status: 400, message: FaqText.tooLong });
    expect(await refusal(save('Q', {}, 'not-an-id'))).toEqual({ status: 404, message: FaqText.missing });

    const { rows } = await content.db.query<{ action: string }>(
      `SELECT payload->>'action' AS action FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'type' = 'faq' ORDER BY created_at`,
      [AuditEventSubjects.staffAction],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'content.faq.create',
      'content.faq.create',
      'content.faq.order',
      'content.faq.update',
      'content.faq.delete',
      'content.faq.create',
    ]);
  });
});
