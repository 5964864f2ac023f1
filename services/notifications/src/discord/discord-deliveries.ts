import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NotificationsText, type DiscordNotificationFlag } from '@lobby/contracts';
import { DELIVERIES, type DeliveryQueue, LOGGER, TransactionRunner } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { DiscordPreferencesRepository, type DiscordPreferencesRow } from './discord-preferences.repository';
import { type DiscordMessage, DiscordWebhookClient, WebhookGone } from './discord-webhook.client';

export type { DiscordMessage } from './discord-webhook.client';

/** The delivery queue's channel of Discord messages. */
export const DISCORD_CHANNEL = 'discord';

/** One queued Discord message to one user's webhook. */
export interface DiscordDelivery {
  userId: string;
  webhookPath: string;
  /** The flag the message was queued under; null for the message that greets a newly connected webhook. */
  flag: DiscordNotificationFlag | null;
  message: DiscordMessage;
}

/**
 * Discord messages through the kit's delivery queue: queued with the change that caused them, posted after
 * it, retried when Discord fails, and waited out when it rate-limits. A message is posted only if, when its
 * turn comes, the user still has delivery on, the same webhook, and the flag set. A webhook Discord says is
 * gone turns the user's delivery off (repeated 401/404s count towards Discord's ban of the caller's address).
 */
@Injectable()
export class DiscordDeliveries implements OnModuleInit {
  constructor(
    private readonly preferences: DiscordPreferencesRepository,
    private readonly webhooks: DiscordWebhookClient,
    @Inject(DELIVERIES) private readonly deliveries: DeliveryQueue,
    private readonly transactions: TransactionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.deliveries.register<DiscordDelivery>(DISCORD_CHANNEL, (delivery) => this.deliver(delivery));
  }

  /**
   * Queues `message` in `tx` for each of `userIds` whose Discord delivery is on with `flag` set, at most once
   * per `dedupeKey` and user.
   */
  async queueFor(
    tx: Executor,
    flag: DiscordNotificationFlag,
    userIds: string[],
    message: DiscordMessage,
    dedupeKey: string,
  ): Promise<void> {
    if (userIds.length === 0) return;
    const recipients = await this.preferences.recipients(tx, flag, userIds);
    await this.deliveries.enqueue(
      tx,
      DISCORD_CHANNEL,
      recipients.map(({ userId, webhookPath }) => ({
        payload: { userId, webhookPath, flag, message } satisfies DiscordDelivery,
        dedupeKey: `${dedupeKey}:${userId}`,
      })),
    );
  }

  /** Greets a webhook the user just connected. */
  async queueConnected(userId: string, webhookPath: string): Promise<void> {
    const delivery: DiscordDelivery = {
      userId,
      webhookPath,
      flag: null,
      message: { content: NotificationsText.discordConnected },
    };
    await this.transactions.run((tx) =>
      this.deliveries.enqueue(tx, DISCORD_CHANNEL, [{ payload: delivery }]),
    );
  }

  private async deliver(delivery: DiscordDelivery): Promise<void> {
    const { userId, webhookPath } = delivery;
    if (!stillWanted(await this.preferences.find(userId), delivery)) {
      this.logger.debug({ userId }, 'Discord message dropped: the user turned it off since');
      return;
    }
    try {
      await this.webhooks.post(webhookPath, delivery.message);
    } catch (error) {
      if (!(error instanceof WebhookGone)) throw error;
      this.logger.warn(
        { userId, reason: error.message },
        'Discord webhook is gone; Discord delivery turned off',
      );
      await this.preferences.disconnect(userId, webhookPath);
    }
  }
}

function stillWanted(current: DiscordPreferencesRow | undefined, delivery: DiscordDelivery): boolean {
  if (!current?.botEnabled || current.webhookPath !== delivery.webhookPath) return false;
  return delivery.flag === null || current[delivery.flag];
}
