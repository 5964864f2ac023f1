import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ONBOARDING_VERIFIED_TITLE,
  OnboardingEventSubjects,
  type OnboardingVerifiedEvent,
} from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { Notifier } from '../fan-out/notifier';

/** The streamer's onboarding page, where the verified details show. */
const ONBOARDING_PAGE = '/influencer/terms-and-conditions';

/**
 * Staff verified a streamer's onboarding: the streamer is told in-app, once per submission (identity mails them
 * itself when it verifies).
 */
@Injectable()
export class OnboardingConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('onboarding-verified', OnboardingEventSubjects.onboardingVerified, (event, tx) =>
      this.verified(event.data, tx),
    );
  }

  verified(event: OnboardingVerifiedEvent, tx: Executor): Promise<AfterCommit> {
    return this.notifier.notify(tx, [event.streamerId], {
      dedupeKey: `onboarding-verified:${event.submissionId}`,
      title: ONBOARDING_VERIFIED_TITLE,
      type: 'other',
      url: ONBOARDING_PAGE,
      star: null,
    });
  }
}
