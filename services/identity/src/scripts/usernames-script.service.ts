import { Injectable } from '@nestjs/common';
import { planRenames, type RenamePlan, type ScriptRunDto } from '@lobby/contracts';
import { recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { UsernamesScriptRepository, type UsernameRow } from './usernames-script.repository';

const MIN_LENGTH = 3;
const MAX_LENGTH = 30;

/**
 * A username in the form the product makes them (issue 17 "regenerate usernames"): lower case, accents dropped,
 * letters, digits, `_` and `.` only, no leading, trailing or repeated separators, 3 to 30 characters; a name left
 * too short is made from the person's full name, else 'player'. Usernames are compared ignoring case (citext), so
 * a name that only changes case still opens the same /stars/{username} page.
 */
export function canonicalUsername(username: string, fullName: string): string {
  const own = sanitize(username);
  if (own.length >= MIN_LENGTH) return own.slice(0, MAX_LENGTH).replace(/[_.]+$/, '');
  const fromName = sanitize(fullName);
  return (fromName.length >= MIN_LENGTH ? fromName : `player${own ? `_${own}` : ''}`).slice(0, MAX_LENGTH);
}

function sanitize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '_')
    .replace(/([_.])[_.]+/g, '$1')
    .replace(/^[_.]+|[_.]+$/g, '');
}

function plan(rows: UsernameRow[]): RenamePlan {
  return planRenames(
    rows.map((row) => ({ id: row.id, label: row.fullName, current: row.username })),
    {
      ideal: (record) => canonicalUsername(record.current, record.label),
      fits: (record, ideal) => record.current === ideal,
      suffixed: (ideal, n) => `${ideal.slice(0, MAX_LENGTH - `_${n}`.length)}_${n}`,
      key: (name) => name.toLowerCase(),
    },
  );
}

/**
 * Staff with User Management (read to preview, write to apply) regenerate usernames: the dry run shows old → new
 * and the names that clashed; applying re-plans inside one transaction, renames, announces each profile change and
 * records one audit entry per account. Applying twice changes nothing the second time.
 */
@Injectable()
export class UsernamesScriptService {
  constructor(
    private readonly repository: UsernamesScriptRepository,
    private readonly users: UsersRepository,
    private readonly staff: StaffAccess,
    private readonly transactions: TransactionRunner,
  ) {}

  async run(actorId: string, apply: boolean): Promise<ScriptRunDto> {
    await this.staff.assert(actorId, 'User Management', apply ? 'write' : 'read');
    if (!apply) return { script: 'usernames', applied: false, ...plan(await this.repository.all()) };
    const result = await this.transactions.run(async (tx) => {
      const planned = plan(await this.repository.all(tx));
      for (const change of planned.changes) {
        await this.users.update(change.id, { username: change.to }, tx);
        await recordStaffAction(tx, {
          actorId,
          action: 'identity.username.regenerate',
          target: { type: 'user', id: change.id, label: change.label },
          before: { username: change.from },
          after: { username: change.to },
        });
      }
      return planned;
    });
    return { script: 'usernames', applied: true, ...result };
  }
}
