import {
  AuditEventSubjects,
  SubmissionText,
  wrongPlatformHostText,
  type CreatorApplicationInput,
} from '@lobby/contracts';
import { refusal, ServiceHarness, startMailCatcher, type MailCatcher } from '@lobby/test-kit';
import { contentService } from '../content.definition';

const staffId = '0190d7a0-0000-7000-8000-00000000000c';

describe('content: creator applications', () => {
  let mail: MailCatcher;
  let content: ServiceHarness;
  beforeAll(async () => {
    mail = await startMailCatcher();
    content = new ServiceHarness(contentService, { SMTP_URL: mail.smtpUrl });
    await content.start();
  }, 30_000);
  afterAll(async () => {
    await content.stop();
    await mail.close();
  });

  const application: CreatorApplicationInput = {
    name: 'Nova Plays',
    email: 'nova@example.com',
    country: 'in',
    channels: [{ platform: 'Twitch', url: 'https://twitch.tv/nova', followers: 12000 }],
    games: ['Valorant', ' valorant ', 'Apex Legends'],
    why: 'I want my viewers to play with me.',
  };
  const list = (query: Record<string, unknown> = {}) =>
    content.send('content.creatorApplications', { userId: staffId, ...query });

  it('stores an application; applying again while pending updates the same one', async () => {
    expect(await content.send('content.submitCreatorApplication', application)).toEqual({
      message: SubmissionText.applicationSent,
    });
    await content.send('content.submitCreatorApplication', { ...application, why: 'Updated reason.' });
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      name: 'Nova Plays',
      country: 'IN',
      games: ['Valorant', 'Apex Legends'],
      why: 'Updated reason.',
      status: 'pending',
      decidedAt: null,
    });
  });

  it.each([
    [{ country: 'India' }, SubmissionText.enterCountry],
    [{ channels: [] }, SubmissionText.badChannels],
    [
      { channels: [{ platform: 'Twitch', url: 'http://twitch.tv/x', followers: 1 }] },
      SubmissionText.badChannels,
    ],
    [
      { channels: [{ platform: 'Twitch', url: 'https://twitch.tv/x', followers: -1 }] },
      SubmissionText.badChannels,
    ],
    [
      { channels: [{ platform: 'YouTube', url: 'https://evil.example/youtube.com/nova', followers: 1 }] },
      wrongPlatformHostText('youtube'),
    ],
    [
      { channels: [{ platform: 'Twitch', url: 'https://youtube.com/@nova', followers: 1 }] },
      wrongPlatformHostText('twitch'),
    ],
    [{ games: [] }, SubmissionText.badGames],
    [{ why: '' }, SubmissionText.enterWhy],
  ])('refuses %j with its reason', async (change, text) => {
    expect(
      await refusal(
        content.send('content.submitCreatorApplication', {
          ...application,
          ...change,
        } as CreatorApplicationInput),
      ),
    ).toEqual({ status: 400, message: text });
  });

  it("takes a known platform's link on its site or a subdomain, and any https link for another platform", async () => {
    const channels = [
      { platform: 'YouTube', url: 'https://www.youtube.com/@nova', followers: 5 },
      { platform: 'Kick', url: 'https://kick.com/nova', followers: 5 },
      { platform: 'Other', url: 'https://nova.example/stream', followers: 5 },
    ];
    expect(
      await content.send('content.submitCreatorApplication', {
        ...application,
        email: 'sites@example.com',
        channels,
      }),
    ).toEqual({ message: SubmissionText.applicationSent });
  });

  it('drops a filled honeypot silently', async () => {
    await content.send('content.submitCreatorApplication', {
      ...application,
      email: 'bot@example.com',
      website: 'spam',
    });
    expect((await list({ search: 'bot@' })).total).toBe(0);
  });

  it('is approved or declined once, audited; a new application after a decision is a new one', async () => {
    const [pending] = (await list({ search: 'nova@example.com', status: 'pending' })).data;
    const approved = await content.send('content.decideCreatorApplication', {
      userId: staffId,
      id: pending._id,
      decision: 'approved',
    });
    expect(approved).toMatchObject({
      message: SubmissionText.approved,
      application: { status: 'approved', decidedAt: expect.any(String) },
    });
    expect(
      await refusal(
        content.send('content.decideCreatorApplication', {
          userId: staffId,
          id: pending._id,
          decision: 'declined',
        }),
      ),
    ).toEqual({ status: 409, message: SubmissionText.alreadyDecided });
    const audit = await content.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2`,
      [AuditEventSubjects.staffAction, pending._id],
    );
    expect(audit.rows.map((row) => row.payload.action)).toEqual(['content.creator-application.approve']);
    const approvalMail = await mail.waitForMail('nova@example.com');
    expect(approvalMail.subject).toBe('Your Lobby creator application was approved');
    expect(approvalMail.text).toContain('Hi Nova Plays,');
    expect(approvalMail.text).toContain('was approved');

    await content.send('content.submitCreatorApplication', application);
    const novas = { search: 'nova@example.com' };
    expect((await list(novas)).total).toBe(2);
    expect((await list({ ...novas, status: 'pending' })).total).toBe(1);
  });

  it('mails the applicant once on approval, and nothing on a decline', async () => {
    await content.send('content.submitCreatorApplication', { ...application, email: 'no@example.com' });
    const [declined] = (await list({ search: 'no@example.com', status: 'pending' })).data;
    await content.send('content.decideCreatorApplication', {
      userId: staffId,
      id: declined._id,
      decision: 'declined',
    });
    const [pending] = (await list({ search: 'nova@example.com', status: 'pending' })).data;
    await Promise.allSettled(
      [1, 2].map(() =>
        content.send('content.decideCreatorApplication', {
          userId: staffId,
          id: pending._id,
          decision: 'approved',
        }),
      ),
    );
    await mail.waitForMail('nova@example.com', 2);
    expect(await mail.mailsTo('nova@example.com')).toHaveLength(2);
    expect(await mail.mailsTo('no@example.com')).toHaveLength(0);
  });
});
