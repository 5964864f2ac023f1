import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DiscordFlags, DiscordNotificationFlag } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, NotificationsDatabase } from '../db/database';
import { discordPreferences } from '../db/schema';

export type DiscordPreferencesRow = typeof discordPreferences.$inferSelect;

/** The flags of a user who never saved any: the table's column defaults. */
export const DEFAULT_DISCORD_FLAGS: DiscordFlags = {
  upcomingSlots: discordPreferences.upcomingSlots.default as boolean,
  favoriteCreatorSlots: discordPreferences.favoriteCreatorSlots.default as boolean,
  favoriteCreatorLive: discordPreferences.favoriteCreatorLive.default as boolean,
  promotions: discordPreferences.promotions.default as boolean,
};

/** A user whose Discord delivery is on, and the webhook it posts to. */
export interface DiscordRecipient {
  userId: string;
  webhookPath: string;
}

/** The only code that reads or writes Discord preferences. */
@Injectable()
export class DiscordPreferencesRepository {
  constructor(@Inject(DATABASE) private readonly db: NotificationsDatabase) {}

  async find(userId: string): Promise<DiscordPreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(discordPreferences)
      .where(eq(discordPreferences.userId, userId));
    return row;
  }

  /** Sets the given flags, creating the user's row (with the defaults for the others) on first use. */
  async saveFlags(userId: string, flags: Partial<DiscordFlags>): Promise<DiscordPreferencesRow> {
    const [row] = await this.db
      .insert(discordPreferences)
      .values({ userId, ...flags })
      .onConflictDoUpdate({ target: discordPreferences.userId, set: { ...flags, updatedAt: sql`now()` } })
      .returning();
    return row;
  }

  /**
   * Turns delivery on or off; `webhookPath` undefined keeps the stored webhook, null forgets it. Turning on
   * happens only when a webhook is given or already stored (the row says which): answers undefined otherwise.
   */
  async saveStatus(
    userId: string,
    botEnabled: boolean,
    webhookPath: string | null | undefined,
  ): Promise<DiscordPreferencesRow | undefined> {
    const webhook = webhookPath === undefined ? {} : { webhookPath };
    return this.db.transaction(async (tx) => {
      if (botEnabled && webhookPath === undefined) {
        const [stored] = await tx
          .select({ webhookPath: discordPreferences.webhookPath })
          .from(discordPreferences)
          .where(eq(discordPreferences.userId, userId))
          .for('update');
        if (!stored?.webhookPath) return undefined;
      }
      const [row] = await tx
        .insert(discordPreferences)
        .values({ userId, botEnabled, ...webhook })
        .onConflictDoUpdate({
          target: discordPreferences.userId,
          set: { botEnabled, ...webhook, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    });
  }

  /** Of `userIds`, those with delivery on, a webhook, and `flag` set: one query, however many users. */
  recipients(
    executor: Executor,
    flag: DiscordNotificationFlag,
    userIds: string[],
  ): Promise<DiscordRecipient[]> {
    return executor
      .select({
        userId: discordPreferences.userId,
        webhookPath: sql<string>`${discordPreferences.webhookPath}`,
      })
      .from(discordPreferences)
      .where(
        and(
          sql`${discordPreferences.userId} = ANY(${sql.param(userIds)}::uuid[])`,
          eq(discordPreferences.botEnabled, true),
          isNotNull(discordPreferences.webhookPath),
          eq(discordPreferences[flag], true),
        ),
      );
  }

  /** Discord says the webhook is gone: delivery is turned off, unless the user has since set another one. */
  async disconnect(userId: string, webhookPath: string): Promise<void> {
    await this.db
      .update(discordPreferences)
      .set({ botEnabled: false, webhookPath: null, updatedAt: sql`now()` })
      .where(and(eq(discordPreferences.userId, userId), eq(discordPreferences.webhookPath, webhookPath)));
  }
}
