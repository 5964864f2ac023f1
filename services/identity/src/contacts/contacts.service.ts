import { Injectable } from '@nestjs/common';
import { type ContactDto, ErrorText } from '@lobby/contracts';
import { DomainError, isUuid } from '@lobby/service-kit';
import { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links';
import { UsersRepository } from '../users/users.repository';

/** The most people one request asks about (a notifications fan-out page). */
const CONTACTS_MAX = 5000;

/** How to reach people, for notifications: only active accounts with an address, and their marketing choice. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly links: UnsubscribeLinks,
  ) {}

  async contacts(userIds: unknown): Promise<ContactDto[]> {
    if (!Array.isArray(userIds) || userIds.length > CONTACTS_MAX || !userIds.every(isUuid)) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const rows = await this.users.reachable(userIds as string[]);
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
