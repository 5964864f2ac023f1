import { Injectable } from '@nestjs/common';
import {
  CreatorApplicationStatuses,
  ErrorText,
  PageSizes,
  SubmissionText,
  type CreatorApplicationDto,
  type CreatorApplicationInput,
  type CreatorApplicationStatus,
  type CreatorApplicationsQuery,
  type Message,
  type Page,
} from '@lobby/contracts';
import {
  DomainError,
  cleanPageRequest,
  newId,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import type { CreatorApplicationRow } from '../db/schema';
import { CreatorApplicationsRepository } from './creator-applications.repository';
import { SubmissionsMail } from './submissions-mail';
import {
  cleanChannels,
  cleanCountry,
  cleanEmail,
  cleanGames,
  cleanName,
  cleanSearch,
  cleanWhy,
  isBot,
} from './submission-input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /creator-signup: a creator applies (one pending application per email; applying again while pending updates
 * it); staff with Onboarding (checked by the gateway) approve or decline once, audited. Approval mails the
 * applicant but registers no account: staff go on to /admin/add-influencer/ with the application's details.
 */
@Injectable()
export class CreatorApplicationsService {
  constructor(
    private readonly applications: CreatorApplicationsRepository,
    private readonly transactions: TransactionRunner,
    private readonly mail: SubmissionsMail,
  ) {}

  async submit(input: CreatorApplicationInput): Promise<Message> {
    if (!input || typeof input !== 'object') throw DomainError.invalid(ErrorText.badRequest);
    if (isBot(input)) return { message: SubmissionText.applicationSent };
    await this.applications.upsertPending({
      id: newId(),
      name: cleanName(input.name)!,
      email: cleanEmail(input.email),
      country: cleanCountry(input.country),
      channels: cleanChannels(input.channels),
      games: cleanGames(input.games),
      why: cleanWhy(input.why),
    });
    return { message: SubmissionText.applicationSent };
  }

  async list(query: CreatorApplicationsQuery): Promise<Page<CreatorApplicationDto>> {
    const request = cleanPageRequest(query, PageSizes.admin);
    if (
      query.status !== undefined &&
      !CreatorApplicationStatuses.includes(query.status as CreatorApplicationStatus)
    ) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const search = cleanSearch(query.search);
    const [rows, total] = await Promise.all([
      this.applications.list(search, query.status, request.limit, pageOffset(request)),
      this.applications.count(search, query.status),
    ]);
    return toPage(rows.map(toDto), total, request);
  }

  async decide(
    userId: string,
    id: string,
    decision: 'approved' | 'declined',
  ): Promise<Message & { application: CreatorApplicationDto }> {
    if (decision !== 'approved' && decision !== 'declined') throw DomainError.invalid(ErrorText.badRequest);
    if (typeof id !== 'string' || !UUID.test(id))
      throw DomainError.notFound(SubmissionText.applicationMissing);
    const row = await this.transactions.run(async (tx) => {
      const before = await this.applications.lock(id, tx);
      if (!before) throw DomainError.notFound(SubmissionText.applicationMissing);
      if (before.status !== 'pending') throw DomainError.conflict(SubmissionText.alreadyDecided);
      const decided = await this.applications.decide(id, decision, userId, new Date(), tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: `content.creator-application.${decision === 'approved' ? 'approve' : 'decline'}`,
        target: { type: 'creator-application', id, label: `${before.name} <${before.email}>` },
        before: { status: before.status },
        after: { status: decided.status },
      });
      if (decision === 'approved') await this.mail.queueApplicationApproved(tx, decided);
      return decided;
    });
    return {
      message: decision === 'approved' ? SubmissionText.approved : SubmissionText.declined,
      application: toDto(row),
    };
  }
}

function toDto(row: CreatorApplicationRow): CreatorApplicationDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    channels: row.channels,
    games: row.games,
    why: row.why,
    status: row.status as CreatorApplicationStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
