import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { LiveDatabase } from '../db/database';

@Injectable()
export class AdminFiguresRepository {
  constructor(@Inject(DATABASE) private readonly db: LiveDatabase) {}

  /** Streamers with a session live now. */
  async streamersLiveNow(): Promise<number> {
    const result = await this.db.execute<{ n: string }>(
      sql`SELECT count(DISTINCT streamer_id) AS n FROM live_sessions WHERE status = 'live'`,
    );
    return Number(result.rows[0].n);
  }
}
