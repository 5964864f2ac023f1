import {
  CatalogText,
  ErrorText,
  PLATFORM_FEE_DEFAULT_PERCENT,
  PayoutTaxDefaults,
  SubmissionRateLimits,
  SubmissionText,
} from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, notFound, signInRequired } from './support/answers';

const tooMany = { status: 429 };

describe('gateway: contact, early access and creator applications', () => {
  const stack = new GatewayHarness();
  let reader: SignedInUser;
  let writer: SignedInUser;
  let onboarding: SignedInUser;
  let fan: SignedInUser;
  let nextAddress = 1;
  /** Each test sends from its own address (the gateway trusts the proxy header), so limits don't leak between tests. */
  const newAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    await stack.start({ TRUST_PROXY: '1' }, {}, { content: true });
    await stack.startPayments();
    await stack.startCatalog();
    fan = await stack.signedInUser();
    reader = await stack.staffUser([{ service: 'Configurations', read: true, write: false }], 'marketing');
    writer = await stack.staffUser([{ service: 'Configurations', read: true, write: true }], 'marketing');
    onboarding = await stack.staffUser([{ service: 'Onboarding', read: true, write: true }], 'marketing');
  }, 90_000);
  afterAll(() => stack.stop());

  const message = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'General question',
    message: 'Hello there',
  };
  const send = (path: string, body: unknown, address: string) =>
    stack.post(path, body, { headers: { 'x-forwarded-for': address } });

  it('takes a contact message and shows it to staff with Configurations; a honeypot is dropped', async () => {
    const address = newAddress();
    expect(await send('/api/post/submit-form', message, address)).toMatchObject({
      status: 200,
      body: { message: SubmissionText.submitted },
    });
    expect(
      await send('/api/post/submit-form', { ...message, name: 'Bot', website: 'x' }, address),
    ).toMatchObject({ status: 200, body: { message: SubmissionText.submitted } });
    const list = await stack.get('/api/admin/contact-us-submissions', { token: reader.accessToken });
    expect(list).toMatchObject({ status: 200, body: { total: 1, limit: 10 } });
    expect(list.body.data[0]).toMatchObject({ name: 'Ada', email: 'ada@example.com', handledAt: null });
  });

  it('answers bad input with 400 and its reason', async () => {
    const address = newAddress();
    expect(await send('/api/post/submit-form', { ...message, name: 5 }, address)).toMatchObject(
      invalid(SubmissionText.enterName),
    );
    expect(await send('/api/post/submit-form', { ...message, email: 'nope' }, address)).toMatchObject(
      invalid(SubmissionText.enterEmail),
    );
    expect(await send('/api/post/submit-form', { ...message, subject: 'Other' }, address)).toMatchObject(
      invalid(SubmissionText.pickTopic),
    );
    expect(await send('/api/post/submit-form', [], address)).toMatchObject(invalid(SubmissionText.enterName));
    expect(
      await send('/api/v1/submit/get-early-access', { email: 'e@example.com', role: 'boss' }, address),
    ).toMatchObject(invalid(SubmissionText.pickRole));
    expect(
      await send(
        '/api/v1/submit/get-early-access',
        { email: 'e@example.com', role: 'fan', links: 'x' },
        address,
      ),
    ).toMatchObject(invalid(SubmissionText.badLinks));
    expect(
      await send(
        '/api/post/creator-signup',
        { name: 'N', email: 'n@example.com', country: 'IN', channels: [], games: ['x'], why: 'y' },
        address,
      ),
    ).toMatchObject(invalid(SubmissionText.badChannels));
  });

  it("refuses a malformed form at the gateway's edge, first field first, with the form's own texts", async () => {
    const address = newAddress();
    expect(await send('/api/post/submit-form', { ...message, name: 7, email: 7 }, address)).toMatchObject(
      invalid(SubmissionText.enterName),
    );
    expect(await send('/api/post/submit-form', { ...message, message: null }, address)).toMatchObject(
      invalid(SubmissionText.messageTooLong),
    );
    expect(
      await send(
        '/api/v1/submit/get-early-access',
        { email: 'ada@example.com', role: 'fan', links: 'x' },
        address,
      ),
    ).toMatchObject(invalid(SubmissionText.badLinks));
  });

  it('answers 429 past the limit per address, and per email from any address', async () => {
    const address = newAddress();
    const { perAddress, perEmail } = SubmissionRateLimits;
    for (let i = 0; i < perAddress.limit; i++) {
      expect(
        (await send('/api/post/submit-form', { ...message, email: `a${i}@example.com` }, address)).status,
      ).toBe(200);
    }
    expect(
      await send('/api/post/submit-form', { ...message, email: 'fresh@example.com' }, address),
    ).toMatchObject(tooMany);
    // Another form has its own count.
    expect(
      (await send('/api/v1/submit/get-early-access', { email: 'fresh@example.com', role: 'fan' }, address))
        .status,
    ).toBe(200);

    for (let i = 0; i < perEmail.limit; i++) {
      expect(
        (await send('/api/post/submit-form', { ...message, email: 'same@example.com' }, newAddress())).status,
      ).toBe(200);
    }
    expect(
      await send('/api/post/submit-form', { ...message, email: ' SAME@example.com ' }, newAddress()),
    ).toMatchObject(tooMany);
  });

  it('refuses the lists to visitors, fans and other staff; marking handled needs write', async () => {
    const paths = [
      '/api/admin/contact-us-submissions',
      '/api/admin/contact-us-submissions/export',
      '/api/admin/early-access-submissions',
      '/api/admin/early-access-submissions/export',
    ];
    for (const path of paths) {
      expect(await stack.get(path)).toMatchObject(signInRequired);
      for (const caller of [fan, onboarding]) {
        expect(await stack.get(path, { token: caller.accessToken })).toMatchObject(forbidden);
      }
    }
    const [row] = (
      await stack.get('/api/admin/contact-us-submissions?search=ada@', { token: reader.accessToken })
    ).body.data;
    const mark = (token: string, body: unknown, id = row._id) =>
      stack.post(`/api/admin/contact-us-submissions/${id}/handled`, body, { token });
    expect(await mark(reader.accessToken, { handled: true })).toMatchObject(forbidden);
    expect(await mark(writer.accessToken, { handled: 'yes' })).toMatchObject(invalid(ErrorText.badRequest));
    expect(await mark(writer.accessToken, { handled: true }, 'nope')).toMatchObject(
      invalid(SubmissionText.missing),
    );
    expect(
      await mark(writer.accessToken, { handled: true }, '0190d7a0-0000-7000-8000-0000000000ff'),
    ).toMatchObject(notFound(SubmissionText.missing));
    expect(await mark(writer.accessToken, { handled: true })).toMatchObject({
      status: 200,
      body: { message: SubmissionText.handled },
    });
    expect(
      await stack.get('/api/admin/contact-us-submissions?status=done', { token: reader.accessToken }),
    ).toMatchObject(invalid(ErrorText.badRequest));
  });

  it('streams the CSV export with the formula guard', async () => {
    await send(
      '/api/post/submit-form',
      { ...message, name: '=1+2', email: 'formula@example.com', message: 'a, "b"' },
      newAddress(),
    );
    const csv = await stack.get('/api/admin/contact-us-submissions/export?search=formula', {
      token: reader.accessToken,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-us-submissions-/);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Received (UTC)","Name","Email","Topic","Message","Handled (UTC)"');
    expect(lines[1]).toMatch(/^"[^"]+","'=1\+2","formula@example.com","General question","a, ""b""",""$/);
    expect(lines).toHaveLength(3);
  });

  it('lets staff with Onboarding list and decide creator applications, once', async () => {
    const application = {
      name: 'Nova',
      email: 'nova@example.com',
      country: 'IN',
      channels: [{ platform: 'Twitch', url: 'https://twitch.tv/nova', followers: 1200 }],
      games: ['Valorant'],
      why: 'To play with my viewers.',
    };
    expect(await send('/api/post/creator-signup', application, newAddress())).toMatchObject({
      status: 200,
      body: { message: SubmissionText.applicationSent },
    });
    expect(await stack.get('/api/admin/creator-applications', { token: writer.accessToken })).toMatchObject(
      forbidden,
    );
    const list = await stack.get('/api/admin/creator-applications?status=pending', {
      token: onboarding.accessToken,
    });
    expect(list.body).toMatchObject({ total: 1 });
    const decide = (decision: string) =>
      stack.post(
        `/api/admin/creator-applications/${list.body.data[0]._id}/decision`,
        { decision },
        {
          token: onboarding.accessToken,
        },
      );
    expect(await decide('maybe')).toMatchObject(invalid(ErrorText.badRequest));
    expect(await decide('approved')).toMatchObject({
      status: 200,
      body: { application: { status: 'approved' } },
    });
    expect(await decide('declined')).toMatchObject({
      status: 409,
      body: { error: SubmissionText.alreadyDecided },
    });
  });

  it('lists the suggested stars newest first, 10 a page, to staff with Configurations only', async () => {
    const path = '/api/admin/star-suggestions';
    for (let n = 1; n <= 11; n++)
      expect(
        await stack.post(
          '/api/suggeststar',
          { starName: `Star ${n}` },
          n === 11 ? { token: fan.accessToken } : {},
        ),
      ).toMatchObject({ status: 200, body: { message: CatalogText.starSuggested } });
    const first = await stack.get(path, { token: reader.accessToken });
    expect(first).toMatchObject({ status: 200, body: { page: 1, limit: 10, total: 11, totalPages: 2 } });
    expect(first.body.data[0]).toMatchObject({ starName: 'Star 11', userId: fan.id });
    expect(first.body.data[9]).toMatchObject({ starName: 'Star 2', userId: null });
    const second = await stack.get(`${path}?page=2`, { token: writer.accessToken });
    expect(second.body.data.map((row: { starName: string }) => row.starName)).toEqual(['Star 1']);
    expect(await stack.get(`${path}?page=0`, { token: reader.accessToken })).toMatchObject({ status: 400 });

    expect(await stack.get(path)).toMatchObject(signInRequired);
    for (const token of [fan.accessToken, onboarding.accessToken])
      expect(await stack.get(path, { token })).toMatchObject(forbidden);
  });

  it('tells visitors the standard fee and taxes for /about', async () => {
    expect(await stack.get('/api/get/creator-fees')).toMatchObject({
      status: 200,
      body: {
        platformFeePercent: PLATFORM_FEE_DEFAULT_PERCENT,
        platformFeeIndirectTaxPercent: PayoutTaxDefaults.platformFeeIndirectTaxPercent,
        tdsPercent: PayoutTaxDefaults.tdsPercent,
      },
    });
  });
});
