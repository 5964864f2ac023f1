import type { AddSlotsInput, GigChangedEvent, OrderDto, SlotDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { ServiceHarness } from '@lobby/test-kit';
import { bookingService } from '../booking.definition';
import { HoldSweeper } from '../holds/hold-sweeper';
import { ReadModelsConsumer } from '../read-models/read-models.consumer';

/** A gig's price per player in the fixtures: $25.00. */
export const FIXTURE_PRICE = 2500;

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

  /** A gig of catalog's as booking's read model knows it (as if its gig-changed event arrived). */
  async gig(overrides: Partial<GigChangedEvent> = {}): Promise<GigChangedEvent> {
    const gig: GigChangedEvent = {
      gigId: newId(),
      streamerId: newId(),
      slug: `gig-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Squad up in ranked',
      price: FIXTURE_PRICE,
      currency: 'USD',
      players: 4,
      modeMinutes: null,
      bookable: true,
      version: new Date().toISOString(),
      ...overrides,
    };
    await this.service.app.get(ReadModelsConsumer).applyGig(gig);
    return gig;
  }

  async knowsGig(gigId: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM gigs WHERE id = $1', [gigId]);
    return rowCount !== 0;
  }

  /** A person as booking's read model knows them (as if their profile event arrived). */
  async person(userId: string, username: string, fullName = username, listed = true): Promise<void> {
    await this.service.app.get(ReadModelsConsumer).applyPerson({
      userId,
      username,
      fullName,
      bio: null,
      profession: null,
      imageUrl: null,
      socialLinks: [],
      role: 'user',
      country: null,
      listed,
      version: new Date().toISOString(),
    });
  }

  /** One slot of a new gig (of the streamer, created unless `gigId` names one), a few days ahead. */
  async slot(overrides: Partial<AddSlotsInput> & { streamerId?: string } = {}): Promise<SlotDto> {
    const { streamerId = newId(), ...input } = overrides;
    const gigId = input.gigId ?? newId();
    if (!(await this.knowsGig(gigId))) await this.gig({ gigId, streamerId });
    const { slots } = await this.send('booking.addSlots', {
      userId: streamerId,
      gigId,
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

  /** Marks an order paid as payments' event would: the full amount and no discount unless a promo is named. */
  async markPaid(
    orderId: string,
    paymentRef = `pay_${orderId}`,
    promo: { discount: number; promoCode: string } | null = null,
  ): Promise<OrderDto> {
    const { rows } = await this.db.query('SELECT amount FROM orders WHERE id = $1', [orderId]);
    const amount: number = rows[0]?.amount ?? FIXTURE_PRICE;
    return this.send('booking.markOrderPaid', {
      orderId,
      paymentRef,
      amountPaid: amount - (promo?.discount ?? 0),
      discount: promo?.discount ?? 0,
      promoCode: promo?.promoCode ?? null,
    });
  }

  /** The payloads of booking's outbox events of `subject` about one order, oldest first. */
  async outboxEvents(subject: string, orderId: string): Promise<Record<string, unknown>[]> {
    const { rows } = await this.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'orderId' = $2 ORDER BY created_at, id`,
      [subject, orderId],
    );
    return rows.map((row) => row.payload);
  }

  /** Moves a slot to start `hours` from now (negative: in the past) and last one hour. */
  async moveSlot(slotId: string, hours: number): Promise<void> {
    await this.db.query(
      `UPDATE slots SET starts_at = now() + make_interval(secs => $2::float8 * 3600),
                        ends_at = now() + make_interval(secs => ($2::float8 + 1) * 3600)
       WHERE id = $1`,
      [slotId, hours],
    );
  }

  async seatsTaken(slotId: string): Promise<number> {
    const { rows } = await this.db.query('SELECT seats_taken FROM slots WHERE id = $1', [slotId]);
    return rows[0].seats_taken;
  }

  sweep(): Promise<number> {
    return this.service.app.get(HoldSweeper).sweep();
  }
}
