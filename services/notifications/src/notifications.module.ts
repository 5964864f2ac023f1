import { Module } from '@nestjs/common';
import { DiscordModule } from './discord/discord.module';
import { WebLinks } from './fan-out/links';
import { Notifier } from './fan-out/notifier';
import { People } from './fan-out/people';
import { NotificationsHandler } from './inbox/notifications.handler';
import { NotificationsRepository } from './inbox/notifications.repository';
import { NotificationsService } from './inbox/notifications.service';
import { NotificationMail } from './mail/notification-mail';
import { BookingsConsumer } from './triggers/bookings.consumer';
import { GiveawaysConsumer } from './triggers/giveaways.consumer';
import { LiveQueueConsumer } from './triggers/live-queue.consumer';
import { NewSlotsConsumer } from './triggers/new-slots.consumer';
import { ModeratorInvitationsConsumer } from './triggers/moderator-invitations.consumer';
import { OnboardingConsumer } from './triggers/onboarding.consumer';
import { PayoutsConsumer } from './triggers/payouts.consumer';
import { PromotionsConsumer } from './triggers/promotions.consumer';
import { RefundsConsumer } from './triggers/refunds.consumer';
import { RemindersRepository } from './triggers/reminders.repository';
import { RemindersScheduler } from './triggers/reminders.scheduler';
import { StarLiveConsumer } from './triggers/star-live.consumer';

/** In-app notifications, live messages, reminders, email and Discord delivery. */
@Module({
  imports: [DiscordModule],
  controllers: [NotificationsHandler],
  providers: [
    NotificationsRepository,
    NotificationsService,
    People,
    Notifier,
    WebLinks,
    NotificationMail,
    StarLiveConsumer,
    NewSlotsConsumer,
    BookingsConsumer,
    RemindersRepository,
    RemindersScheduler,
    LiveQueueConsumer,
    PayoutsConsumer,
    OnboardingConsumer,
    ModeratorInvitationsConsumer,
    GiveawaysConsumer,
    PromotionsConsumer,
    RefundsConsumer,
  ],
})
export class NotificationsModule {}
