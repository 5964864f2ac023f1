import { GiveawayEventSubjects } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { NotificationsHarness } from '../test/notifications-harness';

describe('notifications: giveaway winners', () => {
  const harness = new NotificationsHarness();
  beforeAll(() => harness.start(), 30_000);
  afterAll(() => harness.stop());

  it('tells each winner once in-app and by email, however often the event comes', async () => {
    const fan = harness.person({ fullName: 'Lucky Fan' });
    const event = { drawId: newId(), title: 'January giveaway', userId: fan.userId };
    const first = await harness.events.publish(GiveawayEventSubjects.winnerDrawn, event);
    const again = await harness.events.publish(GiveawayEventSubjects.winnerDrawn, event);
    await harness.settled('giveaway-winner', [first, again]);
    expect(await harness.notificationsOf(fan.userId)).toEqual([
      expect.objectContaining({ title: 'You won a giveaway: January giveaway!' }),
    ]);
    const mail = await harness.mail.waitForMail(fan.email);
    expect(mail.text).toContain('You were drawn a winner of "January giveaway"');
  });
});
