import { ErrorText, FaqText, LegalText, type FaqDto } from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { demoCast, streamerAccount, type DemoCast } from './support/demo-cast';
import { liveSession } from './support/live-queue-fixtures';
import { onboardingForm } from '@lobby/test-kit';

describe('gateway: FAQs, legal texts and the VIP terms accepted at join_vip', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let fan: SignedInUser;
  let faqReader: SignedInUser;
  let faqWriter: SignedInUser;
  let privacyWriter: SignedInUser;
  let termsWriter: SignedInUser;
  beforeAll(async () => {
    await stack.start(
      {},
      { SEED_DEMO_DATA: 'true' },
      { content: true, catalog: { SEED_DEMO_DATA: 'true' }, booking: { HOLD_SWEEP_INTERVAL_MS: '0' } },
    );
    demo = await demoCast(stack);
    fan = await stack.signedInUser();
    faqReader = await stack.staffUser([{ service: 'FAQ', read: true, write: false }], 'marketing');
    faqWriter = await stack.staffUser([{ service: 'FAQ', read: true, write: true }], 'marketing');
    privacyWriter = await stack.staffUser(
      [{ service: 'Privacy Policy', read: true, write: true }],
      'marketing',
    );
    termsWriter = await stack.staffUser(
      [{ service: 'Terms of Services', read: true, write: true }],
      'marketing',
    );
  }, 120_000);
  afterAll(() => stack.stop());

  it('serves the public FAQ and one question by slug; an unknown slug is 404', async () => {
    const list = await stack.get('/api/get/Faqs');
    expect(list.status).toBe(200);
    expect(list.body.faqs.length).toBeGreaterThan(0);
    const first: FaqDto = list.body.faqs[0];
    expect((await stack.get(`/api/get/Faqs/${first.slug}`)).body.faq.question).toBe(first.question);
    expect(await stack.get('/api/get/Faqs/no-such-question')).toMatchObject(notFound(FaqText.missing));
  });

  it('lets only staff with FAQ manage questions (401, 403, readers read only) and answers bad input with 400', async () => {
    const input = { question: 'Do stars stream every day?', answer: 'Most do.' };
    expect(await stack.get('/api/admin/faqs')).toMatchObject(signInRequired);
    for (const caller of [fan, privacyWriter]) {
      expect(await stack.get('/api/admin/faqs', { token: caller.accessToken })).toMatchObject(forbidden);
    }
    expect((await stack.get('/api/admin/faqs', { token: faqReader.accessToken })).status).toBe(200);
    expect(await stack.post('/api/admin/faqs', input, { token: faqReader.accessToken })).toMatchObject(
      forbidden,
    );

    expect(
      await stack.post('/api/admin/faqs', { ...input, question: ' ' }, { token: faqWriter.accessToken }),
    ).toMatchObject(invalid(FaqText.questionRequired));
    expect(
      await stack.post('/api/admin/faqs', { ...input, published: 'yes' }, { token: faqWriter.accessToken }),
    ).toMatchObject(invalid(ErrorText.badRequest));
    expect(
      await stack.put('/api/admin/faqs/not-an-id', input, { token: faqWriter.accessToken }),
    ).toMatchObject(invalid(FaqText.missing));
    expect(
      await stack.put('/api/admin/faqs-order', { ids: 'x' }, { token: faqWriter.accessToken }),
    ).toMatchObject(invalid(FaqText.badOrder));

    const created = await stack.post('/api/admin/faqs', input, { token: faqWriter.accessToken });
    expect(created).toMatchObject({
      status: 201,
      body: { message: FaqText.created, faq: { slug: 'do-stars-stream-every-day' } },
    });
    const all: FaqDto[] = (await stack.get('/api/admin/faqs', { token: faqWriter.accessToken })).body;
    const ids = [
      created.body.faq._id,
      ...all.map((faq) => faq._id).filter((id) => id !== created.body.faq._id),
    ];
    expect((await stack.put('/api/admin/faqs-order', { ids }, { token: faqWriter.accessToken })).status).toBe(
      200,
    );
    expect((await stack.get('/api/get/Faqs')).body.faqs[0].question).toBe(input.question);
    expect(
      (await stack.delete(`/api/admin/faqs/${created.body.faq._id}`, { token: faqWriter.accessToken })).body
        .message,
    ).toBe(FaqText.removed);
  });

  it('serves the current legal texts, 400 for an unknown type', async () => {
    expect((await stack.get('/api/get/terms-of-service')).body).toMatchObject({
      type: 'mainTermsAndConditions',
      version: 1,
    });
    expect(
      (await stack.get('/api/get/user/termsAndPrivacy?type=vipQueueTermsAndConditions')).body,
    ).toMatchObject({ type: 'vipQueueTermsAndConditions', version: 1 });
    expect(await stack.get('/api/get/user/termsAndPrivacy?type=nope')).toMatchObject(
      invalid(LegalText.badType),
    );
    expect(await stack.get('/api/get/user/termsAndPrivacy')).toMatchObject(invalid(LegalText.badType));
  });

  it('publishes the privacy policy with Privacy Policy only, the other texts with Terms of Services only', async () => {
    const text = { keyPoints: ['Shorter.'], detailed: 'Privacy, version two.' };
    expect(
      await stack.post('/api/admin/privacy-policy', text, { token: termsWriter.accessToken }),
    ).toMatchObject(forbidden);
    expect(await stack.post('/api/admin/privacy-policy', text, { token: fan.accessToken })).toMatchObject(
      forbidden,
    );
    expect(
      await stack.post(
        '/api/admin/privacy-policy',
        { ...text, detailed: '' },
        { token: privacyWriter.accessToken },
      ),
    ).toMatchObject(invalid(LegalText.detailedRequired));
    expect(
      await stack.post(
        '/api/admin/privacy-policy',
        { ...text, keyPoints: 'x' },
        { token: privacyWriter.accessToken },
      ),
    ).toMatchObject(invalid(LegalText.tooLong));
    const published = await stack.post('/api/admin/privacy-policy', text, {
      token: privacyWriter.accessToken,
    });
    expect(published).toMatchObject({
      status: 201,
      body: { document: { version: 2, publishedBy: privacyWriter.id } },
    });
    expect((await stack.get('/api/get/privacy-policy')).body).toMatchObject({
      version: 2,
      detailed: text.detailed,
    });
    const history = await stack.get('/api/admin/privacy-policy', { token: privacyWriter.accessToken });
    expect(history.body.map((version: { version: number }) => version.version)).toEqual([2, 1]);

    expect(
      await stack.post('/api/admin/terms/vipQueueTermsAndConditions', text, {
        token: privacyWriter.accessToken,
      }),
    ).toMatchObject(forbidden);
    // The privacy policy can't be reached through the terms route.
    expect(
      await stack.post('/api/admin/terms/mainPrivacyPolicy', text, { token: termsWriter.accessToken }),
    ).toMatchObject(invalid(LegalText.badType));
    expect(
      (await stack.get('/api/admin/terms/streamerAgreement', { token: termsWriter.accessToken })).body,
    ).toHaveLength(1);
  });

  it('records the VIP terms a fan accepted at join_vip, and refuses an outdated version with 409 before holding', async () => {
    const session = await liveSession(stack, demo.streamerId, { price: 10_000 });
    const join = (acceptedTermsVersion: unknown) =>
      stack.post(
        '/api/join_vip',
        { liveSessionId: session.liveSessionId, gamerTag: 'Ace', acceptedTermsVersion },
        { token: fan.accessToken },
      );
    expect(await join('1')).toMatchObject(invalid(ErrorText.badRequest));
    expect(await join(0)).toMatchObject(invalid(ErrorText.badRequest));
    expect(await join(2)).toMatchObject(conflict(LegalText.outdated));
    expect(
      (
        await stack.get('/api/user/legal-acceptance?type=vipQueueTermsAndConditions', {
          token: fan.accessToken,
        })
      ).body,
    ).toBeNull();

    expect((await join(1)).status).toBe(201);
    expect(
      (
        await stack.get('/api/user/legal-acceptance?type=vipQueueTermsAndConditions', {
          token: fan.accessToken,
        })
      ).body,
    ).toMatchObject({ userId: fan.id, version: 1 });
    expect(await stack.get('/api/user/legal-acceptance?type=vipQueueTermsAndConditions')).toMatchObject(
      signInRequired,
    );
  });

  it('records the streamer agreement a streamer accepted with their onboarding; an outdated version stores nothing', async () => {
    const streamer = await streamerAccount(stack);
    const onboarding = (agreementVersion: string) =>
      stack.post('/api/post/streamer/onboard', onboardingForm({ agreementVersion }), {
        token: streamer.accessToken,
      });
    const accepted = () =>
      stack.get('/api/user/legal-acceptance?type=streamerAgreement', { token: streamer.accessToken });

    expect(await onboarding('first')).toMatchObject(invalid(ErrorText.badRequest));
    expect(await onboarding('7')).toMatchObject(conflict(LegalText.outdated));
    expect((await accepted()).body).toBeNull();
    const status = await stack.get('/api/v1/streamer-bank-details-submission-status', {
      token: streamer.accessToken,
    });
    expect(status.body).toMatchObject({ status: null, onboarding: null });

    expect((await onboarding('1')).status).toBe(200);
    expect((await accepted()).body).toMatchObject({
      userId: streamer.id,
      type: 'streamerAgreement',
      version: 1,
    });
  });
});
