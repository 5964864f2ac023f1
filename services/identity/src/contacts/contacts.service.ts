import { Injectable } from '@nestjs/common';
import type { ContactDto } from '@lobby/contracts';
import { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links';
import { UsersRepository } from '../users/users.repository';

/** How to reach people, for notifications: only active accounts with an address, and their marketing choice. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly links: UnsubscribeLinks,
  ) {}

  async contacts(userIds: string[]): Promise<ContactDto[]> {
    const rows = await this.users.reachable(userIds);
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
