import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { GiveawaysService } from './giveaways.service';

@Controller()
export class GiveawaysHandler {
  constructor(private readonly giveaways: GiveawaysService) {}

  @Handles('booking.giveawayEligible')
  eligible(@Payload() { from, to, streamerId }: RequestOf<'booking.giveawayEligible'>) {
    return this.giveaways.eligible({ from, to, streamerId });
  }

  @Handles('booking.drawGiveaway')
  draw(@Payload() { userId, ...input }: RequestOf<'booking.drawGiveaway'>) {
    return this.giveaways.draw(userId, input);
  }

  @Handles('booking.giveawayDraws')
  draws(@Payload() { page, limit }: RequestOf<'booking.giveawayDraws'>) {
    return this.giveaways.draws({ page, limit });
  }

  @Handles('booking.giveawayWins')
  wins(@Payload() { userId }: RequestOf<'booking.giveawayWins'>) {
    return this.giveaways.wins(userId);
  }

  @Handles('booking.verifyGiveaway')
  verify(@Payload() { drawId }: RequestOf<'booking.verifyGiveaway'>) {
    return this.giveaways.verify(drawId);
  }
}
