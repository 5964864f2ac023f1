import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type ContactDto, ErrorText } from '@lobby/contracts';
import { DATABASE, DomainError, isUuid } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';
import { marketingOptOuts, users } from '../db/schema';
import { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links';

/** The most people one request asks about (a notifications fan-out page). */
const CONTACTS_MAX = 5000;

/** How to reach people, for notifications: only active accounts with an address, and their marketing choice. */
@Injectable()
export class ContactsService {
  constructor(
    @Inject(DATABASE) private readonly db: IdentityDatabase,
    private readonly links: UnsubscribeLinks,
  ) {}

  async contacts(userIds: unknown): Promise<ContactDto[]> {
    if (!Array.isArray(userIds) || userIds.length > CONTACTS_MAX || !userIds.every(isUuid)) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({
        userId: users.id,
        email: users.email,
        fullName: users.fullName,
        username: users.username,
        imageUrl: users.imageUrl,
        optedOut: sql<boolean>`${marketingOptOuts.email} IS NOT NULL`,
      })
      .from(users)
      .leftJoin(marketingOptOuts, eq(marketingOptOuts.email, users.email))
      .where(
        and(
          inArray(users.id, userIds as string[]),
          isNotNull(users.email),
          eq(users.isActive, true),
          eq(users.isBanned, false),
        ),
      );
    return rows.map((row) => ({
      userId: row.userId,
      email: row.email!,
      fullName: row.fullName,
      username: row.username,
      imageUrl: row.imageUrl,
      marketingOptOut: row.optedOut,
      unsubscribeUrl: this.links.linkFor(row.email!),
    }));
  }
}
