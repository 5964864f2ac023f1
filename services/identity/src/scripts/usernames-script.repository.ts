import { Inject, Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { users } from '../db/schema';

export interface UsernameRow {
  id: string;
  username: string;
  fullName: string;
}

/** Reads every account's username for the usernames script (oldest first); the users repository renames. */
@Injectable()
export class UsernamesScriptRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async all(executor: Executor = this.db): Promise<UsernameRow[]> {
    return executor
      .select({ id: users.id, username: users.username, fullName: users.fullName })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id));
  }
}
