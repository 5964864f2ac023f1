import { Injectable } from '@nestjs/common';
import {
  ErrorText,
  PageSizes,
  SubmissionLimits,
  SubmissionStatuses,
  SubmissionText,
  type ContactFormInput,
  type ContactSubmissionDto,
  type EarlyAccessInput,
  type EarlyAccessSubmissionDto,
  type Message,
  type Page,
  type SubmissionKind,
  type SubmissionStatus,
  type SubmissionsCsvRequest,
  type SubmissionsQuery,
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
import type { ContactSubmissionRow, EarlyAccessSubmissionRow } from '../db/schema';
import { CSV_BOM, csvRow } from './submission-csv';
import {
  cleanEmail,
  cleanLinks,
  cleanMessage,
  cleanName,
  cleanRole,
  cleanSearch,
  cleanTopic,
  isBot,
} from './submission-input';
import { SubmissionsMail } from './submissions-mail';
import { SubmissionsRepository, type SubmissionFilter } from './submissions.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The contact form and early access (spec §7 Other): a message is stored and mailed to staff in one
 * transaction; early access keeps one row per email. A filled honeypot answers the same success and stores
 * nothing. Staff with Configurations (checked by the gateway) list, search, mark handled and export them.
 */
@Injectable()
export class SubmissionsService {
  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly mail: SubmissionsMail,
    private readonly transactions: TransactionRunner,
  ) {}

  async submitContact(input: ContactFormInput): Promise<Message> {
    if (!input || typeof input !== 'object') throw DomainError.invalid(ErrorText.badRequest);
    if (isBot(input)) return { message: SubmissionText.submitted };
    const row = {
      id: newId(),
      name: cleanName(input.name)!,
      email: cleanEmail(input.email),
      subject: cleanTopic(input.subject),
      message: cleanMessage(input.message),
    };
    await this.transactions.run(async (tx) => {
      const saved = await this.submissions.insertContact(row, tx);
      await this.mail.queueContactMessage(tx, saved);
    });
    return { message: SubmissionText.submitted };
  }

  async submitEarlyAccess(input: EarlyAccessInput): Promise<Message> {
    if (!input || typeof input !== 'object') throw DomainError.invalid(ErrorText.badRequest);
    if (isBot(input)) return { message: SubmissionText.submitted };
    const row = {
      id: newId(),
      email: cleanEmail(input.email),
      name: cleanName(input.name, true),
      role: cleanRole(input.role),
      links: cleanLinks(input.links),
    };
    await this.submissions.upsertEarlyAccess(row);
    return { message: SubmissionText.submitted };
  }

  async contactList(query: SubmissionsQuery): Promise<Page<ContactSubmissionDto>> {
    const request = cleanPageRequest(query, PageSizes.admin);
    const filter = cleanFilter(query);
    const [rows, total] = await Promise.all([
      this.submissions.listContact(filter, request.limit, pageOffset(request)),
      this.submissions.count('contact', filter),
    ]);
    return toPage(rows.map(toContactDto), total, request);
  }

  async earlyAccessList(query: SubmissionsQuery): Promise<Page<EarlyAccessSubmissionDto>> {
    const request = cleanPageRequest(query, PageSizes.admin);
    const filter = cleanFilter(query);
    const [rows, total] = await Promise.all([
      this.submissions.listEarlyAccess(filter, request.limit, pageOffset(request)),
      this.submissions.count('early-access', filter),
    ]);
    return toPage(rows.map(toEarlyAccessDto), total, request);
  }

  /** Marks a submission handled (or open again); a change is audited, the same state again changes nothing. */
  async markHandled(
    userId: string,
    kind: SubmissionKind,
    id: string,
    handled: boolean,
  ): Promise<Message & { handledAt: string | null }> {
    if (kind !== 'contact' && kind !== 'early-access') throw DomainError.invalid(ErrorText.badRequest);
    if (typeof handled !== 'boolean') throw DomainError.invalid(ErrorText.badRequest);
    if (typeof id !== 'string' || !UUID.test(id)) throw DomainError.notFound(SubmissionText.missing);
    const handledAt = await this.transactions.run(async (tx) => {
      const before = await this.submissions.lock(kind, id, tx);
      if (!before) throw DomainError.notFound(SubmissionText.missing);
      if ((before.handledAt !== null) === handled) return before.handledAt;
      const at = handled ? new Date() : null;
      await this.submissions.setHandled(kind, id, at ? { at, by: userId } : null, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: `content.${kind}.${handled ? 'handled' : 'reopened'}`,
        target: { type: `${kind}-submission`, id, label: before.email },
        before: { handledAt: before.handledAt?.toISOString() ?? null },
        after: { handledAt: at?.toISOString() ?? null },
      });
      return at;
    });
    return {
      message: handled ? SubmissionText.handled : SubmissionText.reopened,
      handledAt: handledAt?.toISOString() ?? null,
    };
  }

  /**
   * One chunk of the CSV export, newest first, keyed by the last id sent (rows arriving meanwhile never shift a
   * chunk). The first chunk starts with the byte order mark and the header row.
   */
  async csv(request: SubmissionsCsvRequest): Promise<{ csv: string; after: string | null }> {
    if (request.kind !== 'contact' && request.kind !== 'early-access') {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const after = request.after ?? null;
    if (after !== null && (typeof after !== 'string' || !UUID.test(after))) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const filter = cleanFilter(request);
    const limit = SubmissionLimits.csvChunk;
    let csv = after === null ? CSV_BOM : '';
    let last: string | null;
    let count: number;
    if (request.kind === 'contact') {
      if (after === null)
        csv += csvRow(['Received (UTC)', 'Name', 'Email', 'Topic', 'Message', 'Handled (UTC)']);
      const rows = await this.submissions.listContact(filter, limit, 0, after);
      csv += rows.map(contactCsvRow).join('');
      last = rows.at(-1)?.id ?? null;
      count = rows.length;
    } else {
      if (after === null) {
        csv += csvRow(['Received (UTC)', 'Updated (UTC)', 'Email', 'Name', 'Role', 'Links', 'Handled (UTC)']);
      }
      const rows = await this.submissions.listEarlyAccess(filter, limit, 0, after);
      csv += rows.map(earlyAccessCsvRow).join('');
      last = rows.at(-1)?.id ?? null;
      count = rows.length;
    }
    return { csv, after: count === limit ? last : null };
  }
}

function cleanFilter(query: { search?: unknown; status?: unknown }): SubmissionFilter {
  if (query.status !== undefined && !SubmissionStatuses.includes(query.status as SubmissionStatus)) {
    throw DomainError.invalid(ErrorText.badRequest);
  }
  return { search: cleanSearch(query.search), status: query.status as SubmissionStatus | undefined };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toContactDto(row: ContactSubmissionRow): ContactSubmissionDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: iso(row.handledAt),
  };
}

function toEarlyAccessDto(row: EarlyAccessSubmissionRow): EarlyAccessSubmissionDto {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as EarlyAccessSubmissionDto['role'],
    links: row.links,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    handledAt: iso(row.handledAt),
  };
}

const contactCsvRow = (row: ContactSubmissionRow) =>
  csvRow([iso(row.createdAt), row.name, row.email, row.subject, row.message, iso(row.handledAt)]);

const earlyAccessCsvRow = (row: EarlyAccessSubmissionRow) =>
  csvRow([
    iso(row.createdAt),
    iso(row.updatedAt),
    row.email,
    row.name,
    row.role,
    row.links.join(' '),
    iso(row.handledAt),
  ]);
