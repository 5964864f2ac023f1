import { Inject, Injectable } from '@nestjs/common';
import {
  LegalDocumentTitles,
  LegalLimits,
  LegalText,
  type LegalAcceptanceDto,
  type LegalDocumentDto,
  type LegalDocumentInput,
  type LegalDocumentType,
  type Message,
} from '@lobby/contracts';
import {
  CLOCK,
  type Clock,
  DomainError,
  newId,
  recordStaffAction,
  TransactionRunner,
} from '@lobby/service-kit';
import type { LegalAcceptanceRow, LegalDocumentVersionRow } from '../db/schema';
import { LegalRepository } from './legal.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Legal texts (spec §3 Terms documents, plus the cancellation policy and the streamer agreement): every publish
 * is a new immutable version (the table refuses updates and deletes); the highest version is the one in force.
 * An acceptance names the version the user read and is refused (409) once a newer one is published.
 */
@Injectable()
export class LegalService {
  constructor(
    private readonly legal: LegalRepository,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(type: LegalDocumentType): Promise<LegalDocumentDto> {
    const row = await this.legal.current(type);
    if (!row) throw DomainError.notFound(LegalText.missing);
    return toDocument(row);
  }

  async versions(type: LegalDocumentType): Promise<LegalDocumentDto[]> {
    return (await this.legal.versions(type)).map(toDocument);
  }

  async publish(
    userId: string,
    type: LegalDocumentType,
    input: LegalDocumentInput,
  ): Promise<Message & { document: LegalDocumentDto }> {
    const { keyPoints, detailed } = cleanInput(input);
    const row = await this.transactions.run(async (tx) => {
      await this.legal.lockType(type, tx);
      const before = await this.legal.current(type, tx);
      const saved = await this.legal.insert(
        {
          id: newId(),
          type,
          version: (before?.version ?? 0) + 1,
          keyPoints,
          detailed,
          publishedAt: this.clock.now(),
          publishedBy: userId,
        },
        tx,
      );
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'content.legal.publish',
        target: {
          type: 'legal-document',
          id: saved.id,
          label: `${LegalDocumentTitles[type]} v${saved.version}`,
        },
        before: before
          ? { version: before.version, keyPoints: before.keyPoints, detailed: before.detailed }
          : null,
        after: { version: saved.version, keyPoints: saved.keyPoints, detailed: saved.detailed },
      });
      return saved;
    });
    return { message: LegalText.published, document: toDocument(row) };
  }

  async accept(userId: string, type: LegalDocumentType, version: number): Promise<LegalAcceptanceDto> {
    const current = await this.legal.current(type);
    if (!current) throw DomainError.notFound(LegalText.missing);
    if (version !== current.version) throw DomainError.conflict(LegalText.outdated);
    return toAcceptance(await this.legal.accept({ userId, type, version, acceptedAt: this.clock.now() }));
  }

  async acceptance(userId: string, type: LegalDocumentType): Promise<LegalAcceptanceDto | null> {
    if (typeof userId !== 'string' || !UUID.test(userId)) return null;
    const row = await this.legal.latestAcceptance(userId, type);
    return row ? toAcceptance(row) : null;
  }
}

function cleanInput(input: LegalDocumentInput): LegalDocumentInput {
  const keyPoints = (Array.isArray(input?.keyPoints) ? input.keyPoints : [])
    .map((point) => (typeof point === 'string' ? point.trim() : ''))
    .filter(Boolean);
  const detailed = typeof input?.detailed === 'string' ? input.detailed.replace(/\r\n/g, '\n').trim() : '';
  if (!detailed) throw DomainError.invalid(LegalText.detailedRequired);
  if (
    keyPoints.length > LegalLimits.keyPointsMax ||
    keyPoints.some((point) => point.length > LegalLimits.keyPointMax) ||
    detailed.length > LegalLimits.detailedMax
  ) {
    throw DomainError.invalid(LegalText.tooLong);
  }
  return { keyPoints, detailed };
}

function toDocument(row: LegalDocumentVersionRow): LegalDocumentDto {
  const type = row.type as LegalDocumentType;
  return {
    _id: row.id,
    type,
    title: LegalDocumentTitles[type],
    version: row.version,
    keyPoints: row.keyPoints,
    detailed: row.detailed,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}

function toAcceptance(row: LegalAcceptanceRow): LegalAcceptanceDto {
  return {
    userId: row.userId,
    type: row.type as LegalDocumentType,
    version: row.version,
    acceptedAt: row.acceptedAt.toISOString(),
  };
}
