import { AuditEventSubjects, LegalText } from '@lobby/contracts';
import { refusal, ServiceHarness } from '@lobby/test-kit';
import { contentService } from '../content.definition';

const staffId = '0190d7a0-0000-7000-8000-00000000000a';
const fanId = '0190d7a0-0000-7000-8000-0000000000f1';

describe('content: legal texts', () => {
  const content = new ServiceHarness(contentService);
  beforeAll(() => content.start(), 30_000);
  afterAll(() => content.stop());

  it('serves a seeded first version of every document', async () => {
    for (const type of [
      'mainTermsAndConditions',
      'mainPrivacyPolicy',
      'vipQueueTermsAndConditions',
      'cancellationPolicy',
      'streamerAgreement',
    ] as const) {
      const document = await content.send('content.legalDocument', { type });
      expect(document).toMatchObject({ type, version: 1, publishedBy: null });
      expect(document.keyPoints.length).toBeGreaterThan(0);
      expect(document.detailed.length).toBeGreaterThan(50);
    }
  });

  it('publishes new versions that become current while the old ones stay as they were', async () => {
    const before = await content.send('content.legalDocument', { type: 'mainPrivacyPolicy' });
    const { document } = await content.send('content.publishLegalDocument', {
      userId: staffId,
      type: 'mainPrivacyPolicy',
      input: { keyPoints: [' We keep less. ', ''], detailed: 'Version two.\r\n\r\nSecond paragraph.' },
    });
    expect(document).toMatchObject({
      version: 2,
      keyPoints: ['We keep less.'],
      detailed: 'Version two.\n\nSecond paragraph.',
      publishedBy: staffId,
    });
    expect(await content.send('content.legalDocument', { type: 'mainPrivacyPolicy' })).toEqual(document);
    const versions = await content.send('content.legalVersions', {
      userId: staffId,
      type: 'mainPrivacyPolicy',
    });
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versions[1]).toEqual(before);
    // Other documents are untouched.
    expect((await content.send('content.legalDocument', { type: 'mainTermsAndConditions' })).version).toBe(1);

    const { rows } = await content.db.query<{ after: { version: number } }>(
      `SELECT payload->'after' AS after FROM kit_outbox WHERE subject = $1 AND payload->>'action' = 'content.legal.publish'`,
      [AuditEventSubjects.staffAction],
    );
    expect(rows.map((row) => row.after.version)).toEqual([2]);
  });

  it('refuses to change or delete a published version in the database itself', async () => {
    await expect(
      content.db.query(`UPDATE legal_document_versions SET detailed = 'rewritten'`),
    ).rejects.toThrow(/immutable/);
    await expect(content.db.query(`DELETE FROM legal_document_versions`)).rejects.toThrow(/immutable/);
  });

  it('records the acceptance of the current version only, once', async () => {
    expect(
      await content.send('content.legalAcceptance', { userId: fanId, type: 'vipQueueTermsAndConditions' }),
    ).toBe(null);
    const first = await content.send('content.acceptLegalDocument', {
      userId: fanId,
      type: 'vipQueueTermsAndConditions',
      version: 1,
    });
    expect(first).toMatchObject({ userId: fanId, type: 'vipQueueTermsAndConditions', version: 1 });
    const again = await content.send('content.acceptLegalDocument', {
      userId: fanId,
      type: 'vipQueueTermsAndConditions',
      version: 1,
    });
    expect(again.acceptedAt).toBe(first.acceptedAt);

    await content.send('content.publishLegalDocument', {
      userId: staffId,
      type: 'vipQueueTermsAndConditions',
      input: { keyPoints: [], detailed: 'New VIP terms.' },
    });
    expect(
      await refusal(
        content.send('content.acceptLegalDocument', {
          userId: fanId,
          type: 'vipQueueTermsAndConditions',
          version: 1,
        }),
      ),
    ).toEqual({ status: 409, message: LegalText.outdated });
    await content.send('content.acceptLegalDocument', {
      userId: fanId,
      type: 'vipQueueTermsAndConditions',
      version: 2,
    });
    expect(
      await content.send('content.legalAcceptance', { userId: fanId, type: 'vipQueueTermsAndConditions' }),
    ).toMatchObject({ version: 2 });
  });

  it('refuses unknown types and empty or oversized texts', async () => {
    expect(
      await refusal(content.send('content.legalDocument', { type: 'nope' as 'mainPrivacyPolicy' })),
    ).toEqual({ status: 400, message: LegalText.badType });
    const publish = (keyPoints: string[], detailed: string) =>
      content.send('content.publishLegalDocument', {
        userId: staffId,
        type: 'streamerAgreement',
        input: { keyPoints, detailed },
      });
    expect(await refusal(publish([], '  '))).toEqual({ status: 400, message: LegalText.detailedRequired });
    expect(await refusal(publish(['x'.repeat(501)], 'ok'))).toEqual({
      status: 400,
      message: LegalText.tooLong,
    });
  });
});
