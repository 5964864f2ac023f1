import { ErrorText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: contacts for notifications', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  it('answers active accounts with their address, marketing choice and unsubscribe link; skips the rest', async () => {
    const reader = await identity.verifiedUser();
    const optedOut = await identity.verifiedUser();
    const banned = await identity.verifiedUser();
    await identity.db.query('INSERT INTO marketing_opt_outs (email) VALUES ($1)', [optedOut.email]);
    await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [banned.user._id]);

    const contacts = await identity.send('identity.contacts', {
      userIds: [reader.user._id, optedOut.user._id, banned.user._id, newId()],
    });
    const byId = new Map(contacts.map((contact) => [contact.userId, contact]));
    expect([...byId.keys()].sort()).toEqual([reader.user._id, optedOut.user._id].sort());
    expect(byId.get(reader.user._id)).toEqual({
      userId: reader.user._id,
      email: reader.email,
      fullName: expect.any(String),
      username: expect.any(String),
      imageUrl: null,
      marketingOptOut: false,
      unsubscribeUrl: expect.stringMatching(/^http:\/\/lobby\.test\/unsubscribe\/.+\?sig=[0-9a-f]{64}$/),
    });
    expect(byId.get(optedOut.user._id)?.marketingOptOut).toBe(true);
  });

  it('refuses ids that are not ids', async () => {
    expect(await refusal(identity.send('identity.contacts', { userIds: ['nope'] }))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
  });
});
