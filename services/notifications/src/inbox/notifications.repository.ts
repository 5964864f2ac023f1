import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, NotificationsDatabase } from '../db/database';
import { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** What every recipient's copy of one notification shares. */
export type NotificationContent = Pick<NewNotification, 'dedupeKey' | 'title' | 'type'> & {
  image: string | null;
  url: string | null;
  starId: string | null;
  starUsername: string | null;
  starImage: string | null;
};

/** The only code that reads or writes notifications. */
@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: NotificationsDatabase) {}

  /**
   * Adds one notification for each recipient in a single statement (the recipients travel as one JSON
   * parameter, so thousands cost no more bind parameters than one), skipping those who already have its
   * dedupe key; answers the rows really added.
   */
  async insertForRecipients(
    tx: Executor,
    recipients: { id: string; userId: string }[],
    content: NotificationContent,
  ): Promise<NotificationRow[]> {
    if (recipients.length === 0) return [];
    const { rows } = await tx.execute<Record<string, unknown>>(sql`
      INSERT INTO notifications (id, user_id, dedupe_key, title, image, type, url, star_id, star_username, star_image)
      SELECT r.id, r.user_id, ${content.dedupeKey}, ${content.title}, ${content.image}, ${content.type},
             ${content.url}, ${content.starId}, ${content.starUsername}, ${content.starImage}
      FROM jsonb_to_recordset(${JSON.stringify(recipients.map((r) => ({ id: r.id, user_id: r.userId })))}::jsonb)
        AS r(id uuid, user_id uuid)
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING id, user_id, dedupe_key, title, image, type, url, star_id, star_username, star_image, is_read, created_at`);
    return rows.map((row) => ({
      id: row.id as string,
      userId: row.user_id as string,
      dedupeKey: row.dedupe_key as string,
      title: row.title as string,
      image: row.image as string | null,
      type: row.type as NotificationRow['type'],
      url: row.url as string | null,
      starId: row.star_id as string | null,
      starUsername: row.star_username as string | null,
      starImage: row.star_image as string | null,
      isRead: row.is_read as boolean,
      createdAt: new Date(row.created_at as string),
    }));
  }

  async page(userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
  }

  async total(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return row.total;
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row.total;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  }
}
