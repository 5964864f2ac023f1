import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { OnboardingReviewService } from './onboarding-review.service';
import { StarsAdminService } from './stars-admin.service';

/** Staff: stars and onboarding verification (the gateway checked the permission; the services check it again). */
@Controller()
export class StarsAdminHandler {
  constructor(
    private readonly stars: StarsAdminService,
    private readonly review: OnboardingReviewService,
  ) {}

  @Handles('identity.adminStars')
  list(@Payload() { userId, ...query }: RequestOf<'identity.adminStars'>) {
    return this.stars.list(userId, query);
  }

  @Handles('identity.adminStar')
  get(@Payload() { userId, id }: RequestOf<'identity.adminStar'>) {
    return this.stars.get(userId, id);
  }

  @Handles('identity.registerStar')
  register(@Payload() { userId, ...input }: RequestOf<'identity.registerStar'>) {
    return this.stars.register(userId, input);
  }

  @Handles('identity.updateStar')
  update(@Payload() { userId, id, ...input }: RequestOf<'identity.updateStar'>) {
    return this.stars.update(userId, id, input);
  }

  @Handles('identity.setStarShowAtLanding')
  setShowAtLanding(@Payload() { userId, id, showAtLanding }: RequestOf<'identity.setStarShowAtLanding'>) {
    return this.stars.setShowAtLanding(userId, id, showAtLanding);
  }

  @Handles('identity.removeStar')
  remove(@Payload() { userId, id }: RequestOf<'identity.removeStar'>) {
    return this.stars.remove(userId, id);
  }

  @Handles('identity.onboardingSubmissions')
  submissions(@Payload() { userId, ...query }: RequestOf<'identity.onboardingSubmissions'>) {
    return this.review.submissions(userId, query);
  }

  @Handles('identity.verifyOnboarding')
  verify(@Payload() { userId, streamerIds }: RequestOf<'identity.verifyOnboarding'>) {
    return this.review.verify(userId, streamerIds);
  }

  @Handles('identity.streamerAgreements')
  agreements(@Payload() { userId, ...query }: RequestOf<'identity.streamerAgreements'>) {
    return this.review.agreements(userId, query);
  }
}
