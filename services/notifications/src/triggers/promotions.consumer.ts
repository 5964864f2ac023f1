import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  formatMoney,
  NotificationTitles,
  PaymentsEventSubjects,
  type PromoCodeLaunchedEvent,
} from '@lobby/contracts';
import { CLOCK, type Clock, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { DiscordDeliveries } from '../discord/discord-deliveries';
import { firstFanOut } from '../fan-out/fan-outs';
import { AppPaths, starName, WebLinks } from '../fan-out/links';
import { People } from '../fan-out/people';

/** '10% off' or '₹50.00 off' (amounts in minor units). */
function discountText(code: PromoCodeLaunchedEvent): string {
  if (code.discountType === 'percent') return `${code.percentOff}% off`;
  return code.amountOff !== null && code.currency
    ? `${formatMoney({ amount: code.amountOff, currency: code.currency })} off`
    : 'a discount';
}

/** '1 Mar 2027, 10:00 UTC' (the server doesn't know the reader's zone). */
const utcTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/**
 * A star switches on a promo code (payments' promo-code-launched): followers who turned on Discord's
 * "promotions" get one Discord message, once per code (switching it off and on again sends nothing more). An
 * expired code is not announced. Only Discord: promotions have no in-app or mail switch.
 */
@Injectable()
export class PromotionsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly people: People,
    private readonly discord: DiscordDeliveries,
    private readonly links: WebLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('promo-code-launched', PaymentsEventSubjects.promoCodeLaunched, (event, tx) =>
      this.announce(event.data, tx),
    );
  }

  async announce(code: PromoCodeLaunchedEvent, tx: Executor): Promise<void> {
    if (code.validUntil !== null && Date.parse(code.validUntil) <= this.clock.now().getTime()) return;
    const key = `promo-code:${code.promoCodeId}`;
    if (!(await firstFanOut(tx, key))) return;
    const star = await this.people.contact(code.streamerId);
    if (!star) return;
    const discount = discountText(code);
    const window = [
      code.validFrom ? `from ${utcTime(code.validFrom)}` : null,
      code.validUntil ? `until ${utcTime(code.validUntil)}` : null,
    ].filter(Boolean);
    const content =
      NotificationTitles.promoCodeLaunched(starName(star), code.code, discount) +
      (window.length > 0 ? ` (${window.join(' ')})` : '') +
      '. Enter it at checkout.';
    const url = this.links.absolute(AppPaths.star(star.username));
    for await (const followers of this.people.followersOf(code.streamerId)) {
      await this.discord.queueFor(
        tx,
        'promotions',
        followers,
        { content, embed: { title: `${code.code}: ${discount}`, url, thumbnailUrl: star.imageUrl } },
        key,
      );
    }
  }
}
