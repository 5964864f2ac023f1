import { createHmac, randomUUID } from 'node:crypto';
import { AccountText } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';
import { UnsubscribeLinks } from './unsubscribe-links';

describe('identity: unsubscribe links', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  /** Signed the way the spec of the link says, independently of the code under test. */
  const signatureFor = (email: string) =>
    createHmac('sha256', identity.jwtSecret).update(`unsubscribe:${email}`).digest('hex');
  const optedOut = async (email: string) => {
    const { rows } = await identity.db.query('SELECT 1 FROM marketing_opt_outs WHERE email = $1', [email]);
    return rows.length === 1;
  };

  it('opts the address out with a good signature, any number of times', async () => {
    const email = 'reader@example.com';
    const signature = signatureFor(email);
    expect(await identity.send('identity.unsubscribe', { email: 'Reader@Example.com ', signature })).toEqual({
      message: AccountText.unsubscribed,
    });
    expect(await identity.send('identity.unsubscribe', { email, signature })).toEqual({
      message: AccountText.unsubscribed,
    });
    expect(await optedOut(email)).toBe(true);
  });

  it('refuses a tampered signature, another address, and a signature made with another secret', async () => {
    const email = 'victim@example.com';
    const good = signatureFor(email);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const foreign = createHmac('sha256', 'another secret').update(`unsubscribe:${email}`).digest('hex');
    for (const attempt of [
      { email, signature: tampered },
      { email, signature: foreign },
      { email, signature: 'short' },
      { email: 'someone.else@example.com', signature: good },
    ]) {
      expect(await refusal(identity.send('identity.unsubscribe', attempt))).toEqual({
        status: 400,
        message: AccountText.invalidUnsubscribeLink,
      });
    }
    expect(await optedOut(email)).toBe(false);
    expect(await optedOut('someone.else@example.com')).toBe(false);
  });

  it('builds links for marketing mail that the unsubscribe call accepts', async () => {
    const links = new UnsubscribeLinks({
      jwtSecret: identity.jwtSecret,
      webUrl: 'http://lobby.test',
      smtpUrl: '',
      mailFrom: '',
      seedDemoData: false,
      onboardingKey: Buffer.alloc(32),
    });
    const link = new URL(links.linkFor('Link+Tag@Example.com'));
    expect(link.pathname).toBe('/unsubscribe/link%2Btag%40example.com');
    const email = decodeURIComponent(link.pathname.split('/')[2]);
    const signature = link.searchParams.get('sig')!;
    expect(signature).toBe(signatureFor('link+tag@example.com'));
    expect(await identity.send('identity.unsubscribe', { email, signature })).toEqual({
      message: AccountText.unsubscribed,
    });
  });

  it("keeps the caller's marketing mail preference in their profile, agreeing with the mailed link", async () => {
    const { user, email } = await identity.verifiedUser();
    const userId = user._id;
    const preferences = () => identity.send('identity.emailPreferences', { userId });
    const set = (marketing: unknown) =>
      identity.send('identity.setEmailPreferences', { userId, marketing: marketing as boolean });

    expect(await preferences()).toEqual({ marketing: true });
    expect(await set(false)).toEqual({ marketing: false });
    expect(await optedOut(email)).toBe(true);
    expect(await preferences()).toEqual({ marketing: false });
    expect(await set(true)).toEqual({ marketing: true });
    expect(await optedOut(email)).toBe(false);

    await identity.send('identity.unsubscribe', { email, signature: signatureFor(email) });
    expect(await preferences()).toEqual({ marketing: false });
    expect(await refusal(set('no'))).toEqual({ status: 400, message: 'Bad request' });
    expect(await refusal(identity.send('identity.emailPreferences', { userId: randomUUID() }))).toEqual({
      status: 404,
      message: 'User not found',
    });
  });
});
