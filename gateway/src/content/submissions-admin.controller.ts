import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, StreamableFile } from '@nestjs/common';
import type { SubmissionKind, Parsed } from '@lobby/contracts';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

const FILE_NAMES: Record<SubmissionKind, string> = {
  contact: 'contact-us-submissions',
  'early-access': 'early-access-submissions',
};

/**
 * Staff (StaffRouteTable): contact and early-access submissions with Configurations (lists, CSV export, mark
 * handled) and the stars visitors suggested (list, read only), creator applications with Onboarding (list,
 * approve or decline).
 */
@Controller('api/admin')
@StaffRoute()
export class SubmissionsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('contact-us-submissions')
  contact(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'adminSubmissions', 'contact', 'query'>,
  ) {
    return this.rpc.send('content.contactSubmissions', { ...query, userId: staff.userId });
  }

  @Get('contact-us-submissions/export')
  contactCsv(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'adminSubmissions', 'contactCsv', 'query'>,
  ) {
    return this.csv(staff, 'contact', query);
  }

  @Post('contact-us-submissions/:id/handled')
  @HttpCode(200)
  contactHandled(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminSubmissions', 'contactHandled', 'params'>,
    @Body() { handled }: Parsed<'adminSubmissions', 'contactHandled', 'body'>,
  ) {
    return this.rpc.send('content.markSubmissionHandled', {
      userId: staff.userId,
      kind: 'contact',
      id,
      handled,
    });
  }

  @Get('early-access-submissions')
  earlyAccess(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'adminSubmissions', 'earlyAccess', 'query'>,
  ) {
    return this.rpc.send('content.earlyAccessSubmissions', { ...query, userId: staff.userId });
  }

  @Get('early-access-submissions/export')
  earlyAccessCsv(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'adminSubmissions', 'earlyAccessCsv', 'query'>,
  ) {
    return this.csv(staff, 'early-access', query);
  }

  @Post('early-access-submissions/:id/handled')
  @HttpCode(200)
  earlyAccessHandled(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminSubmissions', 'earlyAccessHandled', 'params'>,
    @Body() { handled }: Parsed<'adminSubmissions', 'earlyAccessHandled', 'body'>,
  ) {
    return this.rpc.send('content.markSubmissionHandled', {
      userId: staff.userId,
      kind: 'early-access',
      id,
      handled,
    });
  }

  @Get('star-suggestions')
  starSuggestions(@Query() { page, limit }: Parsed<'adminSubmissions', 'starSuggestions', 'query'>) {
    return this.rpc.send('catalog.starSuggestions', { page, limit });
  }

  @Get('creator-applications')
  creatorApplications(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'adminSubmissions', 'creatorApplications', 'query'>,
  ) {
    return this.rpc.send('content.creatorApplications', { ...query, userId: staff.userId });
  }

  @Post('creator-applications/:id/decision')
  @HttpCode(200)
  decide(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminSubmissions', 'decideCreatorApplication', 'params'>,
    @Body() { decision }: Parsed<'adminSubmissions', 'decideCreatorApplication', 'body'>,
  ) {
    return this.rpc.send('content.decideCreatorApplication', { userId: staff.userId, id, decision });
  }

  /**
   * Streams the export chunk by chunk as content makes them (NATS carries at most 1 MB a message). The first
   * chunk is fetched before answering, so a refusal is still a proper status; a failure later cuts the file.
   */
  private async csv(
    staff: AuthenticatedUser,
    kind: SubmissionKind,
    query: Parsed<'adminSubmissions', 'contactCsv', 'query'>,
  ) {
    const request = { userId: staff.userId, kind, search: query.search, status: query.status };
    const first = await this.rpc.send('content.submissionsCsv', request);
    const rpc = this.rpc;
    async function* chunks() {
      yield Buffer.from(first.csv, 'utf8');
      let after = first.after;
      while (after) {
        const next = await rpc.send('content.submissionsCsv', { ...request, after });
        yield Buffer.from(next.csv, 'utf8');
        after = next.after;
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(Readable.from(chunks()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${FILE_NAMES[kind]}-${day}.csv"`,
    });
  }
}
