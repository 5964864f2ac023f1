import {
  BookingText,
  CatalogEventSubjects,
  DomainEventSchemas,
  DomainEventSubjects,
  type GigChangedEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness, daysFromNow } from '../test/booking-fixtures';
import { ReadModelsConsumer } from './read-models.consumer';

/** An ISO time `seconds` after `base`: snapshot versions in a known order. */
const later = (base: string, seconds: number) => new Date(Date.parse(base) + seconds * 1000).toISOString();

describe("booking: catalog's gigs and identity's people as booking knows them", () => {
  const booking = new BookingHarness();

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  const consumer = () => booking.service.app.get(ReadModelsConsumer);
  const addSlot = (streamerId: string, gigId: string, overrides: { seats?: number; days?: number } = {}) =>
    booking.send('booking.addSlots', {
      userId: streamerId,
      gigId,
      date: daysFromNow(overrides.days ?? 5),
      startTime: '18:00',
      endTime: '19:00',
      timeZone: 'UTC',
      seats: overrides.seats,
    });
  const gigRow = async (gigId: string) =>
    (await booking.db.query('SELECT price, currency, bookable, players FROM gigs WHERE id = $1', [gigId]))
      .rows[0];

  it("prices an order at the gig's price per player times the players, in the gig's currency", async () => {
    const gig = await booking.gig({ price: 49_900, currency: 'INR', players: 5 });
    const slot = await booking.slot({ streamerId: gig.streamerId, gigId: gig.gigId, seats: 5 });
    const order = await booking.order(slot._id, newId(), 3);
    expect(order).toMatchObject({
      amount: 149_700,
      currency: 'INR',
      discount: 0,
      amountPaid: null,
      promoCode: null,
    });

    // A new price applies to new holds; a hold already taken keeps the price it was taken at.
    await booking.gig({ ...gig, price: 60_000, version: later(gig.version, 1) });
    expect((await booking.order(slot._id, newId(), 2)).amount).toBe(120_000);
    const { rows } = await booking.db.query('SELECT amount FROM orders WHERE id = $1', [order._id]);
    expect(rows[0].amount).toBe(149_700);
  });

  it('refuses orders for an archived, a deleted or an unknown gig and leaves no seat taken', async () => {
    const gig = await booking.gig();
    const slot = await booking.slot({ streamerId: gig.streamerId, gigId: gig.gigId, seats: 4 });
    const unavailable = { status: 409, message: BookingText.gigUnavailable };

    await booking.gig({ ...gig, bookable: false, version: later(gig.version, 1) });
    expect(await refusal(booking.order(slot._id))).toEqual(unavailable);
    expect(await booking.seatsTaken(slot._id)).toBe(0);

    // Restored, the gig takes orders again; deleted (also not bookable) it refuses them.
    await booking.gig({ ...gig, bookable: true, version: later(gig.version, 2) });
    expect((await booking.order(slot._id)).status).toBe('held');
    await booking.gig({ ...gig, bookable: false, version: later(gig.version, 3) });
    expect(await refusal(booking.order(slot._id, newId(), 2))).toEqual(unavailable);
    expect(await booking.seatsTaken(slot._id)).toBe(1);

    const orphan = newId();
    await booking.db.query(
      `INSERT INTO slots (id, gig_id, streamer_id, starts_at, ends_at, time_zone, seats)
       VALUES ($1, $2, $3, now() + interval '2 days', now() + interval '2 days 1 hour', 'UTC', 3)`,
      [orphan, newId(), newId()],
    );
    expect(await refusal(booking.order(orphan))).toEqual(unavailable);
    expect(await booking.seatsTaken(orphan)).toBe(0);
    const { rows } = await booking.db.query('SELECT count(*)::int AS n FROM orders WHERE slot_id = $1', [
      orphan,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses orders on the slots of a banned or inactive streamer, and takes them again once listed', async () => {
    const gig = await booking.gig();
    const slot = await booking.slot({ streamerId: gig.streamerId, gigId: gig.gigId, seats: 4 });
    await booking.person(gig.streamerId, 'benched_star', 'Benched Star', false);
    expect(await refusal(booking.order(slot._id))).toEqual({
      status: 409,
      message: BookingText.gigUnavailable,
    });
    expect(await booking.seatsTaken(slot._id)).toBe(0);

    await booking.person(gig.streamerId, 'benched_star', 'Benched Star', true);
    expect((await booking.order(slot._id)).status).toBe('held');
  });

  it('keeps the newer gig snapshot when an older one arrives late', async () => {
    const gig = await booking.gig({ price: 3000, players: 4 });
    await consumer().applyGig({
      ...gig,
      price: 1000,
      players: 2,
      bookable: false,
      version: later(gig.version, -60),
    });
    expect(await gigRow(gig.gigId)).toEqual({ price: 3000, currency: 'USD', bookable: true, players: 4 });

    await consumer().applyGig({ ...gig, price: 3500, version: later(gig.version, 60) });
    expect((await gigRow(gig.gigId)).price).toBe(3500);
  });

  it('is never handed a malformed gig or person event: their schemas refuse each (the bus parks it)', () => {
    const valid: GigChangedEvent = {
      gigId: newId(),
      streamerId: newId(),
      slug: 'ranked',
      title: 'Ranked',
      price: 2500,
      currency: 'USD',
      players: 4,
      modeMinutes: 30,
      bookable: true,
      version: new Date().toISOString(),
    };
    const malformed: unknown[] = [
      null,
      { ...valid, gigId: 'not-a-uuid' },
      { ...valid, streamerId: undefined },
      { ...valid, price: 0 },
      { ...valid, price: 12.5 },
      { ...valid, currency: 'EUR' },
      { ...valid, version: 'yesterday' },
      { ...valid, slug: undefined },
      { ...valid, title: null },
      { ...valid, price: -5 },
    ];
    const gigs = DomainEventSchemas[CatalogEventSubjects.gigChanged];
    expect(gigs.safeParse(valid).success).toBe(true);
    for (const event of malformed) expect(gigs.safeParse(event).success).toBe(false);

    const person = newId();
    const badPeople: unknown[] = [
      null,
      { userId: 'nope', username: 'x', fullName: 'X', version: new Date().toISOString() },
      { userId: person, username: 'renamed', fullName: 'Renamed', version: 'soon' },
      { userId: person, fullName: 'No Username', version: new Date(Date.now() + 1000).toISOString() },
    ];
    const people = DomainEventSchemas[DomainEventSubjects.userProfileChanged];
    for (const event of badPeople) expect(people.safeParse(event).success).toBe(false);
  });

  it("shows the buyer's and the streamer's names on orders and on the slot's users", async () => {
    const streamer = newId();
    const buyer = newId();
    await booking.person(streamer, 'nova_plays', 'Nova Reyes');
    await booking.person(buyer, 'blaze', 'Blaze Kumar');
    const slot = await booking.slot({ streamerId: streamer });
    const order = await booking.order(slot._id, buyer);
    const names = {
      username: 'blaze',
      fullName: 'Blaze Kumar',
      influencerUsername: 'nova_plays',
      influencerName: 'Nova Reyes',
    };
    expect(order).toMatchObject(names);
    expect(await booking.send('booking.order', { userId: streamer, orderId: order._id })).toMatchObject(
      names,
    );
    const page = await booking.send('booking.slot', { userId: streamer, slotId: slot._id });
    expect(page.users).toEqual([
      expect.objectContaining({ _user_id: buyer, username: 'blaze', fullName: 'Blaze Kumar' }),
    ]);

    // A rename shows on the same order; an older profile snapshot arriving late does not undo it.
    const renamedAt = new Date(Date.now() + 1000).toISOString();
    await consumer().applyPerson({
      userId: buyer,
      username: 'blaze_gg',
      fullName: 'Blaze K',
      bio: null,
      profession: null,
      imageUrl: null,
      socialLinks: [],
      role: 'user',
      country: null,
      listed: true,
      version: renamedAt,
    });
    await booking.person(buyer, 'stale_name', 'Stale Name');
    expect(await booking.send('booking.order', { userId: buyer, orderId: order._id })).toMatchObject({
      username: 'blaze_gg',
      fullName: 'Blaze K',
    });
  });

  it("adds slots only to the streamer's own bookable gig", async () => {
    const gig = await booking.gig();
    expect(await refusal(addSlot(newId(), gig.gigId))).toEqual({
      status: 403,
      message: BookingText.notYourGig,
    });
    expect(await refusal(addSlot(gig.streamerId, newId()))).toEqual({
      status: 404,
      message: BookingText.gigUnavailable,
    });
    await booking.gig({ ...gig, bookable: false, version: later(gig.version, 1) });
    expect(await refusal(addSlot(gig.streamerId, gig.gigId))).toEqual({
      status: 404,
      message: BookingText.gigUnavailable,
    });
    const { rows } = await booking.db.query('SELECT count(*)::int AS n FROM slots WHERE gig_id = $1', [
      gig.gigId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it("defaults a slot's seats to the players of the gig's mode", async () => {
    const gig = await booking.gig({ players: 3 });
    const { slots } = await addSlot(gig.streamerId, gig.gigId, { days: 4 });
    expect(slots[0]).toMatchObject({ seats: 3, seatsLeft: 3 });
    const chosen = await addSlot(gig.streamerId, gig.gigId, { days: 5, seats: 6 });
    expect(chosen.slots[0].seats).toBe(6);

    const noMode = await booking.gig({ players: null });
    expect(await refusal(addSlot(noMode.streamerId, noMode.gigId))).toEqual({
      status: 400,
      message: BookingText.invalidSeats,
    });
  });

  it("shows the gig's price per player and currency on every slot list", async () => {
    const gig = await booking.gig({ price: 79_900, currency: 'INR' });
    const priced = { price: 79_900, currency: 'INR' };
    const { slots } = await addSlot(gig.streamerId, gig.gigId, { seats: 2 });
    expect(slots[0]).toMatchObject(priced);
    expect(await booking.send('booking.slotsByGig', { gigId: gig.gigId })).toEqual([
      expect.objectContaining(priced),
    ]);
    expect(await booking.send('booking.slotsByStreamer', { streamerId: gig.streamerId })).toEqual([
      expect.objectContaining(priced),
    ]);
    const page = await booking.send('booking.slot', { userId: gig.streamerId, slotId: slots[0]._id });
    expect(page.slot).toMatchObject(priced);

    await booking.gig({ ...gig, price: 89_900, version: later(gig.version, 1) });
    expect((await booking.send('booking.slotsByGig', { gigId: gig.gigId }))[0].price).toBe(89_900);
  });
});
