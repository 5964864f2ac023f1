import { Inject, Injectable } from '@nestjs/common';
import type { ContactDto, NewSlotAvailableDto, NotificationType } from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus, newId } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { toNotificationDto } from '../inbox/notification-view';
import { NotificationsRepository, type NotificationRow } from '../inbox/notifications.repository';

/** Users per realtime message: every gateway gets each message and emits to its own sockets. */
const PUSH_BATCH = 500;

export interface NotificationDraft {
  /** What rang it; a recipient gets at most one notification per key. */
  dedupeKey: string;
  title: string;
  type: NotificationType;
  url: string | null;
  /** The star it is about (their image is the notification's). */
  star: ContactDto | null;
  image?: string | null;
  /**
   * `null` when the caller pushes its own message about it (the fan's live message), so one event makes one pop-up;
   * otherwise it is pushed as newNotification, or as newSlotAvailableNotification when it names a gig's new slots.
   */
  event?: null;
  newSlots?: Pick<NewSlotAvailableDto, '_gig_id' | 'slots'>;
}

/**
 * Stores notifications for many recipients in the caller's transaction and answers the push to send once it
 * has committed: one row per recipient and key, one realtime message per few hundred recipients.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly notifications: NotificationsRepository,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async notify(tx: Executor, recipients: string[], draft: NotificationDraft): Promise<AfterCommit> {
    const added = await this.notifications.insertForRecipients(
      tx,
      [...new Set(recipients)].map((userId) => ({ id: newId(), userId })),
      {
        dedupeKey: draft.dedupeKey,
        title: draft.title,
        image: draft.image ?? draft.star?.imageUrl ?? null,
        type: draft.type,
        url: draft.url,
        starId: draft.star?.userId ?? null,
        starUsername: draft.star?.username ?? null,
        starImage: draft.star?.imageUrl ?? null,
      },
    );
    return () => this.push(added, draft);
  }

  private push(rows: NotificationRow[], draft: NotificationDraft): void {
    if (draft.event === null) return;
    const { newSlots } = draft;
    for (let start = 0; start < rows.length; start += PUSH_BATCH) {
      const recipients = rows.slice(start, start + PUSH_BATCH);
      if (newSlots) {
        const batch = recipients.map((row) => ({
          userId: row.userId,
          data: { ...toNotificationDto(row), ...newSlots },
        }));
        this.bus.pushRealtime({ event: 'newSlotAvailableNotification', batch });
      } else {
        const batch = recipients.map((row) => ({ userId: row.userId, data: toNotificationDto(row) }));
        this.bus.pushRealtime({ event: 'newNotification', batch });
      }
    }
  }
}

/** Runs several after-commit steps in order. */
export function allAfterCommit(steps: AfterCommit[]): AfterCommit {
  return () => steps.forEach((step) => step());
}
