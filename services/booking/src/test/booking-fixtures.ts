import type { AddSlotsInput, OrderDto, SlotDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { ServiceHarness } from '@lobby/test-kit';
import { bookingService } from '../booking.definition';
import { HoldSweeper } from '../orders/hold-sweeper';

/** YYYY-MM-DD `days` from today (UTC). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The booking service for real (its own database and NATS), with factories for slots and orders. */
export class BookingHarness extends ServiceHarness {
  constructor(env: Record<string, string> = {}) {
    // The timer is off: tests run the sweeper themselves, so nothing expires behind their back.
    super(bookingService, { HOLD_SWEEP_INTERVAL_MS: '0', ...env });
  }

  /** One slot of a new gig and streamer, a few days ahead, unless overridden. */
  async slot(overrides: Partial<AddSlotsInput> & { streamerId?: string } = {}): Promise<SlotDto> {
    const { streamerId = newId(), ...input } = overrides;
    const { slots } = await this.send('booking.addSlots', {
      userId: streamerId,
      gigId: newId(),
      date: daysFromNow(3 + Math.floor(Math.random() * 300)),
      startTime: '18:00',
      endTime: '19:00',
      timeZone: 'UTC',
      seats: 5,
      ...input,
    });
    return slots[0];
  }

  order(slotId: string, userId = newId(), numberOfPlayers = 1): Promise<OrderDto> {
    return this.send('booking.createOrder', {
      userId,
      slotId,
      numberOfPlayers,
      gamerTags: Array.from({ length: numberOfPlayers }, (_, i) => `player_${i + 1}`),
    });
  }

  async seatsTaken(slotId: string): Promise<number> {
    const { rows } = await this.db.query('SELECT seats_taken FROM slots WHERE id = $1', [slotId]);
    return rows[0].seats_taken;
  }

  sweep(): Promise<number> {
    return this.service.app.get(HoldSweeper).sweep();
  }
}
