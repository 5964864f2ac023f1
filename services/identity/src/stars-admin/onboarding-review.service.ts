import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  PageSizes,
  SuccessText,
  type AdminOnboardingSubmissionDto,
  type Message,
  type OnboardingStatus,
  type Page,
  type PageRequest,
  type StreamerAgreementDto,
} from '@lobby/contracts';
import { APP_CONFIG, cleanPageRequest } from '@lobby/service-kit';
import type { IdentityConfig } from '../identity.config';
import { Mailer } from '../mail/mailer';
import { OnboardingService } from '../onboarding/onboarding.service';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { onboardingVerifiedMail } from './star-mails';

/** Staff review streamers' onboarding (spec /admin/verify-onboarding-details, /admin/streamer-agreement). */
@Injectable()
export class OnboardingReviewService {
  private readonly logger = new Logger(OnboardingReviewService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly staff: StaffAccess,
    private readonly onboarding: OnboardingService,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
  ) {}

  async submissions(
    actorId: string,
    input: Partial<PageRequest> & { status?: OnboardingStatus },
  ): Promise<Page<AdminOnboardingSubmissionDto>> {
    await this.staff.assert(actorId, 'Onboarding', 'read');
    return this.onboarding.submissionsForStaff(input.status, cleanPageRequest(input, PageSizes.admin));
  }

  async agreements(actorId: string, input: Partial<PageRequest>): Promise<Page<StreamerAgreementDto>> {
    await this.staff.assert(actorId, 'Onboarding', 'read');
    return this.onboarding.agreements(cleanPageRequest(input, PageSizes.admin));
  }

  /** One or many at once, all in one transaction; each streamer verified now is mailed once. */
  async verify(
    actorId: string,
    streamerIds: string[],
  ): Promise<Message & { verified: string[]; alreadyVerified: string[] }> {
    await this.staff.assert(actorId, 'Onboarding', 'write');
    const { verified, alreadyVerified } = await this.onboarding.verifyMany(streamerIds, actorId);
    await this.tellStreamers(verified.map((row) => row.streamerId));
    return {
      message: SuccessText.verified,
      verified: verified.map((row) => row.streamerId),
      alreadyVerified,
    };
  }

  private async tellStreamers(streamerIds: string[]): Promise<void> {
    if (streamerIds.length === 0) return;
    for (const streamer of await this.users.findByIds(streamerIds)) {
      if (!streamer.email || !streamer.isActive) continue;
      try {
        await this.mailer.send(
          streamer.email,
          onboardingVerifiedMail({
            fullName: streamer.fullName,
            link: `${this.config.webUrl}/influencer/terms-and-conditions`,
          }),
        );
      } catch (error) {
        this.logger.error({ err: error, streamerId: streamer.id }, 'failed to mail onboarding verified');
      }
    }
  }
}
