import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { CreatorApplicationsService } from './creator-applications.service';
import { SubmissionsService } from './submissions.service';

@Controller()
export class SubmissionsHandler {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly applications: CreatorApplicationsService,
  ) {}

  @Handles('content.submitContactForm')
  submitContact(@Payload() input: RequestOf<'content.submitContactForm'>) {
    return this.submissions.submitContact(input);
  }

  @Handles('content.submitEarlyAccess')
  submitEarlyAccess(@Payload() input: RequestOf<'content.submitEarlyAccess'>) {
    return this.submissions.submitEarlyAccess(input);
  }

  @Handles('content.submitCreatorApplication')
  submitCreatorApplication(@Payload() input: RequestOf<'content.submitCreatorApplication'>) {
    return this.applications.submit(input);
  }

  @Handles('content.contactSubmissions')
  contactList(@Payload() { userId: _userId, ...query }: RequestOf<'content.contactSubmissions'>) {
    return this.submissions.contactList(query);
  }

  @Handles('content.earlyAccessSubmissions')
  earlyAccessList(@Payload() { userId: _userId, ...query }: RequestOf<'content.earlyAccessSubmissions'>) {
    return this.submissions.earlyAccessList(query);
  }

  @Handles('content.markSubmissionHandled')
  markHandled(@Payload() { userId, kind, id, handled }: RequestOf<'content.markSubmissionHandled'>) {
    return this.submissions.markHandled(userId, kind, id, handled);
  }

  @Handles('content.submissionsCsv')
  csv(@Payload() { userId: _userId, ...request }: RequestOf<'content.submissionsCsv'>) {
    return this.submissions.csv(request);
  }

  @Handles('content.creatorApplications')
  creatorApplications(@Payload() { userId: _userId, ...query }: RequestOf<'content.creatorApplications'>) {
    return this.applications.list(query);
  }

  @Handles('content.decideCreatorApplication')
  decide(@Payload() { userId, id, decision }: RequestOf<'content.decideCreatorApplication'>) {
    return this.applications.decide(userId, id, decision);
  }
}
