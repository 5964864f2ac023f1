import { AuditEventSubjects, ErrorText, SubmissionText, type ContactFormInput } from '@lobby/contracts';
import { refusal, ServiceHarness, startMailCatcher, type MailCatcher } from '@lobby/test-kit';
import { contentService } from '../content.definition';

const staffId = '0190d7a0-0000-7000-8000-00000000000b';
const STAFF_INBOX = 'staff-inbox@lobby.test';

describe('content: contact and early-access submissions', () => {
  let mail: MailCatcher;
  let content: ServiceHarness;
  beforeAll(async () => {
    mail = await startMailCatcher();
    content = new ServiceHarness(contentService, { SMTP_URL: mail.smtpUrl, CONTACT_FORM_TO: STAFF_INBOX });
    await content.start();
  }, 30_000);
  afterAll(async () => {
    await content.stop();
    await mail.close();
  });

  const message: ContactFormInput = {
    name: '  Ada   Lovelace ',
    email: ' Ada@Example.com ',
    subject: 'Bookings and payments',
    message: 'My booking shows twice.\nCan you check?',
  };
  const contactList = (query: Record<string, unknown> = {}) =>
    content.send('content.contactSubmissions', { userId: staffId, ...query });

  it('stores a message cleaned up and mails it to the staff address', async () => {
    expect(await content.send('content.submitContactForm', message)).toEqual({
      message: SubmissionText.submitted,
    });
    const list = await contactList();
    expect(list).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.data[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Bookings and payments',
      message: 'My booking shows twice.\nCan you check?',
      handledAt: null,
    });
    const staffMail = await mail.waitForMail(STAFF_INBOX);
    expect(staffMail.subject).toBe('Contact form: Bookings and payments (from Ada Lovelace)');
    expect(staffMail.text).toContain('ada@example.com');
    expect(staffMail.text).toContain('My booking shows twice.');
    expect(staffMail.html).toContain('/admin/contact-us-submissions');
  });

  it('answers a filled honeypot with the same success and stores and mails nothing', async () => {
    const before = (await contactList()).total;
    const mailsBefore = (await mail.mailsTo(STAFF_INBOX)).length;
    expect(
      await content.send('content.submitContactForm', { ...message, website: 'http://spam.example' }),
    ).toEqual({ message: SubmissionText.submitted });
    expect(
      await content.send('content.submitEarlyAccess', {
        email: 'bot@example.com',
        role: 'fan',
        website: 'x',
      }),
    ).toEqual({ message: SubmissionText.submitted });
    expect((await contactList()).total).toBe(before);
    expect(
      (await content.send('content.earlyAccessSubmissions', { userId: staffId, search: 'bot@' })).total,
    ).toBe(0);
    const { rows } = await content.db.query(`SELECT count(*)::int AS n FROM kit_deliveries`);
    expect(rows[0].n).toBe(mailsBefore);
  });

  it.each([
    [{ name: ' ' }, SubmissionText.enterName],
    [{ email: 'not-an-email' }, SubmissionText.enterEmail],
    [{ subject: 'Anything' }, SubmissionText.pickTopic],
    [{ message: '   ' }, SubmissionText.enterMessage],
    [{ message: 'x'.repeat(5001) }, SubmissionText.messageTooLong],
  ])('refuses %j with its reason', async (change, text) => {
    expect(
      await refusal(content.send('content.submitContactForm', { ...message, ...change } as ContactFormInput)),
    ).toEqual({ status: 400, message: text });
  });

  it('lists newest first, 10 a page, searched and filtered by state; marking handled is audited once', async () => {
    for (let i = 1; i <= 11; i++) {
      await content.send('content.submitContactForm', {
        ...message,
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        message: i === 7 ? 'Refund 100% of my_order please' : `Message ${i}`,
      });
    }
    const first = await contactList();
    expect(first.total).toBe(12);
    expect(first.totalPages).toBe(2);
    expect(first.data.map((row) => row.name).slice(0, 3)).toEqual(['Sender 11', 'Sender 10', 'Sender 9']);
    expect((await contactList({ page: 2 })).data.map((row) => row.name)).toEqual([
      'Sender 1',
      'Ada Lovelace',
    ]);
    // % and _ are searched literally.
    expect((await contactList({ search: '100% of my_' })).data.map((row) => row.name)).toEqual(['Sender 7']);
    expect((await contactList({ search: 'SENDER3@' })).total).toBe(1);

    const id = first.data[0]._id;
    const handled = await content.send('content.markSubmissionHandled', {
      userId: staffId,
      kind: 'contact',
      id,
      handled: true,
    });
    expect(handled).toMatchObject({ message: SubmissionText.handled, handledAt: expect.any(String) });
    await content.send('content.markSubmissionHandled', {
      userId: staffId,
      kind: 'contact',
      id,
      handled: true,
    });
    expect((await contactList({ status: 'handled' })).data.map((row) => row._id)).toEqual([id]);
    expect((await contactList({ status: 'open' })).total).toBe(11);
    const audit = await content.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2`,
      [AuditEventSubjects.staffAction, id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].payload).toMatchObject({ actorId: staffId, action: 'content.contact.handled' });

    expect(
      await content.send('content.markSubmissionHandled', {
        userId: staffId,
        kind: 'contact',
        id,
        handled: false,
      }),
    ).toEqual({ message: SubmissionText.reopened, handledAt: null });
    expect(
      await refusal(
        content.send('content.markSubmissionHandled', {
          userId: staffId,
          kind: 'contact',
          id: '0190d7a0-0000-7000-8000-0000000000ff',
          handled: true,
        }),
      ),
    ).toEqual({ status: 404, message: SubmissionText.missing });
    expect(await refusal(contactList({ status: 'closed' }))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
  });

  it('keeps one early-access row per email: a second submission updates it and opens it again', async () => {
    await content.send('content.submitEarlyAccess', {
      email: 'Creator@Example.com',
      name: 'Cree',
      role: 'fan',
      links: [],
    });
    const [first] = (
      await content.send('content.earlyAccessSubmissions', { userId: staffId, search: 'creator@' })
    ).data;
    await content.send('content.markSubmissionHandled', {
      userId: staffId,
      kind: 'early-access',
      id: first._id,
      handled: true,
    });
    await content.send('content.submitEarlyAccess', {
      email: 'creator@example.com',
      role: 'creator',
      links: ['https://twitch.tv/cree', ' https://twitch.tv/cree '],
    });
    const list = await content.send('content.earlyAccessSubmissions', {
      userId: staffId,
      search: 'creator@',
    });
    expect(list.data).toEqual([
      expect.objectContaining({
        _id: first._id,
        email: 'creator@example.com',
        name: 'Cree',
        role: 'creator',
        links: ['https://twitch.tv/cree'],
        handledAt: null,
      }),
    ]);
    expect(
      await refusal(
        content.send('content.submitEarlyAccess', {
          email: 'a@example.com',
          role: 'fan',
          links: ['javascript:alert(1)'],
        }),
      ),
    ).toEqual({ status: 400, message: SubmissionText.badLinks });
    expect(
      await refusal(
        content.send('content.submitEarlyAccess', { email: 'a@example.com', role: 'boss' as 'fan' }),
      ),
    ).toEqual({ status: 400, message: SubmissionText.pickRole });
  });

  it('exports CSV in chunks with a header, escaped cells and formula injection turned into text', async () => {
    await content.send('content.submitContactForm', {
      ...message,
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'csv@example.com',
      message: 'line one, "quoted"\nline two',
    });
    const first = await content.send('content.submissionsCsv', {
      userId: staffId,
      kind: 'contact',
      search: 'csv@example.com',
    });
    expect(first.after).toBeNull();
    const lines = first.csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Received (UTC)","Name","Email","Topic","Message","Handled (UTC)"');
    expect(first.csv).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click"")","csv@example.com","Bookings and payments","line one, ""quoted""\nline two",""\r\n`,
    );

    // 100 rows a chunk, keyed by the last id; the second chunk has no header.
    const all: string[] = [];
    let after: string | null | undefined;
    let chunks = 0;
    for (let i = 0; i < 95; i++) {
      await content.send('content.submitContactForm', { ...message, email: `bulk${i}@example.com` });
    }
    do {
      const chunk = await content.send('content.submissionsCsv', { userId: staffId, kind: 'contact', after });
      all.push(chunk.csv);
      after = chunk.after;
      chunks++;
    } while (after);
    const total = (await contactList()).total;
    const text = all.join('');
    expect(chunks).toBe(2);
    expect(text.match(/"Received \(UTC\)"/g)).toHaveLength(1);
    // Every message once (each row holds an address and its topic).
    expect(text.match(/@example\.com","Bookings/g)!.length).toBe(total);
  });
});
