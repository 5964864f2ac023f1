import { ONBOARDING_VERIFIED_TITLE, OnboardingEventSubjects } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { NotificationsHarness } from '../test/notifications-harness';

describe('notifications: a streamer whose onboarding staff verified', () => {
  const harness = new NotificationsHarness();
  beforeAll(() => harness.start(), 30_000);
  afterAll(() => harness.stop());

  it('is told once in-app, with a link to their onboarding page, even when the event comes twice', async () => {
    const star = harness.person({ fullName: 'Verified Star' });
    const other = harness.person();
    const event = { streamerId: star.userId, submissionId: newId(), verifiedAt: new Date().toISOString() };
    const first = await harness.events.publish(OnboardingEventSubjects.onboardingVerified, event);
    const again = await harness.events.publish(OnboardingEventSubjects.onboardingVerified, event);
    await harness.settled('onboarding-verified', [first, again]);
    expect(await harness.notificationsOf(star.userId)).toEqual([
      expect.objectContaining({ title: ONBOARDING_VERIFIED_TITLE, url: '/influencer/terms-and-conditions' }),
    ]);
    expect(await harness.notificationsOf(other.userId)).toEqual([]);
  });
});
