import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { PaymentsDatabase } from '../db/database';
import { ipLocations } from '../db/schema';

export type IpLocationRow = typeof ipLocations.$inferSelect;

/** The only code that reads or writes cached IP locations. */
@Injectable()
export class LocationRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async find(ip: string): Promise<IpLocationRow | undefined> {
    const [row] = await this.db.select().from(ipLocations).where(eq(ipLocations.ip, ip));
    return row;
  }

  async save(row: IpLocationRow): Promise<void> {
    const { ip, ...values } = row;
    await this.db.insert(ipLocations).values(row).onConflictDoUpdate({ target: ipLocations.ip, set: values });
  }
}
