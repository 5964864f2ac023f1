import { randomUUID } from 'node:crypto';
import {
  AuthText,
  GstinText,
  OnboardingText,
  type OnboardingFields,
  type StoredDocument,
} from '@lobby/contracts';
import { EnvReader, ConfigError } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';
import { FieldCipher, readOnboardingKey } from './field-cipher';
import { OnboardingService } from './onboarding.service';

const FIELDS: OnboardingFields = {
  fullName: 'Sam Streamer',
  gamingName: 'SamPlays',
  mobileNumber: '+91 98765 43210',
  address: '12 MG Road, Bengaluru',
  country: 'India',
  tshirtSize: 'M',
  bankName: 'HDFC Bank',
  accountHolderName: 'Sam Streamer',
  accountNumber: '50100012345678',
  bankOption: 'IFSC Code',
  bankCode: 'HDFC0001234',
  gstin: null,
};
const document = (): StoredDocument => ({
  storageKey: `${randomUUID()}.pdf`,
  contentType: 'application/pdf',
  byteSize: 1234,
});

describe('identity: onboarding', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const streamer = async () => {
    const user = await identity.verifiedUser();
    await identity.setRole(user.user._id, 'influencer');
    return user.user._id;
  };
  const submit = (streamerId: string, fields: OnboardingFields = FIELDS) =>
    identity.send('identity.submitOnboarding', {
      streamerId,
      fields,
      bankStatement: document(),
      signedAgreement: document(),
    });

  it('re-checks the fields that crossed the wire with the spec texts', async () => {
    const streamerId = await streamer();
    expect(await refusal(submit(streamerId, { ...FIELDS, bankCode: ' ' }))).toEqual({
      status: 400,
      message: OnboardingText.bankOptionRequired,
    });
    expect(
      await refusal(
        submit(streamerId, { ...FIELDS, bankOption: 'Bitcoin' as OnboardingFields['bankOption'] }),
      ),
    ).toEqual({ status: 400, message: OnboardingText.invalidBankOption });
    expect(await refusal(submit(streamerId, { ...FIELDS, country: '' }))).toEqual({
      status: 400,
      message: OnboardingText.requiredFields,
    });
  });

  it('keeps an optional GSTIN, upper-cased, tells payments, and refuses one not in the format', async () => {
    const streamerId = await streamer();
    const gstinOf = () => identity.send('identity.streamerGstin', { streamerId });
    expect(await gstinOf()).toEqual({ gstin: null });
    expect(await refusal(submit(streamerId, { ...FIELDS, gstin: '29ABCDE1234F1Z' }))).toEqual({
      status: 400,
      message: GstinText.invalid,
    });
    const { submission } = await submit(streamerId, { ...FIELDS, gstin: ' 29abcde1234f1z5 ' });
    expect(submission.gstin).toBe('29ABCDE1234F1Z5');
    expect(await gstinOf()).toEqual({ gstin: '29ABCDE1234F1Z5' });
    expect((await identity.send('identity.onboardingStatus', { streamerId })).onboarding?.gstin).toBe(
      '29ABCDE1234F1Z5',
    );
    // Submitted again without one: no GSTIN any more.
    await submit(streamerId, { ...FIELDS, gstin: '' });
    expect(await gstinOf()).toEqual({ gstin: null });
    expect(await identity.send('identity.streamerGstin', { streamerId: 'not-a-uuid' })).toEqual({
      gstin: null,
    });
  });

  it('refuses accounts that are not streamers', async () => {
    const fan = await identity.verifiedUser();
    expect(await refusal(submit(fan.user._id))).toEqual({ status: 403, message: OnboardingText.notStreamer });
  });

  it('moves a submission from submitted to verified once, and a verified one is no longer replaced', async () => {
    const streamerId = await streamer();
    const staff = await identity.staffUser([{ service: 'Onboarding', read: true, write: true }]);
    const onboarding = identity.service.app.get(OnboardingService);
    await expect(onboarding.verify(streamerId, staff.user._id)).rejects.toMatchObject({
      status: 404,
      message: OnboardingText.nothingSubmitted,
    });
    expect((await submit(streamerId)).submission.status).toBe('submitted');

    const verified = await onboarding.verify(streamerId, staff.user._id);
    expect(verified).toMatchObject({ status: 'verified', accountNumber: '****5678', bankCode: '****1234' });
    expect(verified.verifiedAt).not.toBeNull();
    await expect(onboarding.verify(streamerId, staff.user._id)).rejects.toMatchObject({
      status: 409,
      message: OnboardingText.alreadyVerified,
    });
    expect(await refusal(submit(streamerId))).toEqual({
      status: 409,
      message: OnboardingText.alreadyVerified,
    });
    const { rows } = await identity.db.query(
      'SELECT count(*)::int AS n FROM onboarding_documents WHERE streamer_id = $1',
      [streamerId],
    );
    expect(rows[0].n).toBe(2);
  });

  it("answers a document's file to its streamer, their moderator and Onboarding readers only", async () => {
    const streamerId = await streamer();
    const { submission } = await submit(streamerId);
    const documentId = submission.bankStatement._id;
    const moderator = await identity.verifiedUser();
    await identity.setRole(moderator.user._id, 'moderator');
    await identity.db.query('INSERT INTO moderator_streamers (moderator_id, streamer_id) VALUES ($1, $2)', [
      moderator.user._id,
      streamerId,
    ]);
    const reader = await identity.staffUser([{ service: 'Onboarding', read: true, write: false }]);
    const bannedReader = await identity.staffUser([{ service: 'Onboarding', read: true, write: false }]);
    await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [bannedReader.user._id]);
    const other = await identity.staffUser([{ service: 'Influencers', read: true, write: true }]);
    const fetch = (viewerId: string) =>
      identity.send('identity.onboardingDocument', { documentId, viewerId });

    for (const viewerId of [streamerId, moderator.user._id, reader.user._id]) {
      expect(await fetch(viewerId)).toMatchObject({ contentType: 'application/pdf', byteSize: 1234 });
    }
    for (const viewerId of [await streamer(), other.user._id, bannedReader.user._id]) {
      expect(await refusal(fetch(viewerId))).toEqual({ status: 403, message: AuthText.forbidden });
    }
  });

  it('encrypts with AES-256-GCM: a fresh IV each time, and an altered value fails to decrypt', () => {
    const cipher = identity.service.app.get(FieldCipher);
    const [first, second] = [cipher.encrypt('50100012345678'), cipher.encrypt('50100012345678')];
    expect(first).not.toBe(second);
    expect(first).not.toContain('50100012345678');
    expect(cipher.decrypt(first)).toBe('50100012345678');
    const [version, iv, tag, body] = first.split(':');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
  });
});

describe('readOnboardingKey', () => {
  const SECRET = 'x'.repeat(40);
  const read = (env: Record<string, string>) => {
    const reader = new EnvReader(env);
    const key = readOnboardingKey(reader, SECRET);
    reader.finish();
    return key;
  };

  it('takes ONBOARDING_ENCRYPTION_KEY as 64 hex characters', () => {
    expect(read({ ONBOARDING_ENCRYPTION_KEY: 'ab'.repeat(32) })).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
  });

  it('derives a 32-byte key from the JWT secret outside production', () => {
    expect(read({})).toHaveLength(32);
    expect(read({})).toEqual(read({ NODE_ENV: 'development' }));
  });

  it('refuses to start in production without a key, and with a malformed one', () => {
    expect(() => read({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => read({ ONBOARDING_ENCRYPTION_KEY: 'short' })).toThrow(/ONBOARDING_ENCRYPTION_KEY/);
  });
});
