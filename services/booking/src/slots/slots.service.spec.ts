import { AuthText, BookingEventSubjects, BookingText, SuccessText } from '@lobby/contracts';
import { isUuid, newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness, daysFromNow } from '../test/booking-fixtures';

const nextYear = new Date().getUTCFullYear() + 1;

describe('booking: slots', () => {
  const booking = new BookingHarness();

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  /** Adds slots to the streamer's gig `gigId` (made theirs in the read model when booking doesn't know it). */
  const add = async (streamerId: string, input: Partial<Parameters<typeof booking.slot>[0]> = {}) => {
    const gigId = input.gigId ?? newId();
    if (isUuid(gigId) && !(await booking.knowsGig(gigId))) await booking.gig({ gigId, streamerId });
    return booking.send('booking.addSlots', {
      userId: streamerId,
      date: `${nextYear}-03-16`,
      startTime: '18:00',
      endTime: '19:00',
      timeZone: 'UTC',
      seats: 4,
      ...input,
      gigId,
    });
  };

  it("stores the streamer's wall-clock time in UTC: 18:00 in Asia/Kolkata is 12:30Z", async () => {
    const streamer = newId();
    const gigId = newId();
    const answer = await add(streamer, {
      gigId,
      date: `${nextYear}-03-15`,
      startTime: '18:00',
      endTime: '19:30',
      timeZone: 'Asia/Kolkata',
      seats: 3,
    });
    expect(answer.message).toBe(SuccessText.slotsAdded);
    expect(answer.slots).toEqual([
      expect.objectContaining({
        _gig_id: gigId,
        _product_id: gigId,
        _influencer_id: streamer,
        date: `${nextYear}-03-15`,
        startTime: `${nextYear}-03-15T12:30:00.000Z`,
        endTime: `${nextYear}-03-15T14:00:00.000Z`,
        timeZone: 'Asia/Kolkata',
        seats: 3,
        seatsLeft: 3,
      }),
    ]);
    const { rows } = await booking.db.query('SELECT starts_at FROM slots WHERE id = $1', [
      answer.slots[0]._id,
    ]);
    expect(rows[0].starts_at.toISOString()).toBe(`${nextYear}-03-15T12:30:00.000Z`);
  });

  it('repeats a slot weekly at the same local time, across a daylight-saving change', async () => {
    const { slots } = await add(newId(), {
      date: `${nextYear}-02-22`,
      startTime: '18:00',
      endTime: '20:00',
      timeZone: 'America/New_York',
      repeatWeeks: 5,
    });
    expect(slots.map((slot) => slot.date)).toEqual([
      `${nextYear}-02-22`,
      `${nextYear}-03-01`,
      `${nextYear}-03-08`,
      `${nextYear}-03-15`,
      `${nextYear}-03-22`,
    ]);
    // 18:00 New York is 23:00Z in winter (EST) and 22:00Z after the March change (EDT).
    expect(slots[0].startTime).toBe(`${nextYear}-02-22T23:00:00.000Z`);
    expect(slots[4].startTime).toBe(`${nextYear}-03-22T22:00:00.000Z`);

    // One slots-added event for the whole add, so followers hear of it once.
    const { rows } = await booking.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'gigId' = $2`,
      [BookingEventSubjects.slotsAdded, slots[0]._gig_id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload.slots.map((slot: { slotId: string }) => slot.slotId)).toEqual(
      slots.map((slot) => slot._id),
    );
    expect(rows[0].payload.slots[0].startsAt).toBe(`${nextYear}-02-22T23:00:00.000Z`);
  });

  it("refuses a slot overlapping the streamer's own, and adds none of a repeat that overlaps", async () => {
    const streamer = newId();
    await add(streamer, { date: `${nextYear}-04-06`, startTime: '18:00', endTime: '19:00' });
    expect(
      await refusal(add(streamer, { date: `${nextYear}-04-06`, startTime: '18:30', endTime: '19:30' })),
    ).toEqual({ status: 409, message: BookingText.slotOverlaps });
    expect(
      await refusal(
        add(streamer, { date: `${nextYear}-03-30`, startTime: '17:00', endTime: '18:30', repeatWeeks: 3 }),
      ),
    ).toEqual({ status: 409, message: BookingText.slotOverlaps });
    const { rows } = await booking.db.query('SELECT count(*)::int AS n FROM slots WHERE streamer_id = $1', [
      streamer,
    ]);
    expect(rows[0].n).toBe(1);

    // Back to back is fine, and another streamer may use the same hour.
    await add(streamer, { date: `${nextYear}-04-06`, startTime: '19:00', endTime: '20:00' });
    await add(newId(), { date: `${nextYear}-04-06`, startTime: '18:00', endTime: '19:00' });
  });

  it('refuses an end before the start, past dates and bad input', async () => {
    const streamer = newId();
    const cases: [Parameters<typeof add>[1], string][] = [
      [{ startTime: '19:00', endTime: '18:00' }, BookingText.slotEndBeforeStart],
      [{ startTime: '18:00', endTime: '18:00' }, BookingText.slotEndBeforeStart],
      [{ date: daysFromNow(-1) }, BookingText.slotInPast],
      [{ date: '2031-02-30' }, BookingText.invalidDate],
      [{ startTime: '6pm' }, BookingText.invalidTime],
      [{ timeZone: 'Mars/Olympus' }, BookingText.invalidTimeZone],
      [{ seats: 0 }, BookingText.invalidSeats],
      [{ seats: 2.5 }, BookingText.invalidSeats],
      [{ repeatWeeks: 0 }, BookingText.invalidRepeat],
      [{ gigId: 'nope' }, BookingText.invalidGig],
    ];
    for (const [input, message] of cases) {
      expect(await refusal(add(streamer, input))).toEqual({ status: 400, message });
    }
  });

  it("makes a slot last its gig's game mode: the end follows from the start, a different one is refused", async () => {
    const streamer = newId();
    const gig = await booking.gig({ streamerId: streamer, modeMinutes: 45 });
    const lengthOf = ({ startTime, endTime }: { startTime: string; endTime: string }) =>
      (Date.parse(endTime) - Date.parse(startTime)) / 60_000;

    const derived = await add(streamer, { gigId: gig.gigId, startTime: '18:00', endTime: undefined });
    expect(derived.slots[0]).toMatchObject({ startTime: `${nextYear}-03-16T18:00:00.000Z` });
    expect(lengthOf(derived.slots[0])).toBe(45);
    const matching = await add(streamer, { gigId: gig.gigId, startTime: '20:00', endTime: '20:45' });
    expect(lengthOf(matching.slots[0])).toBe(45);
    // The mode's length may run past midnight.
    const lateNight = await add(streamer, { gigId: gig.gigId, startTime: '23:30', endTime: '00:15' });
    expect(lateNight.slots[0]).toMatchObject({ endTime: `${nextYear}-03-17T00:15:00.000Z` });

    for (const endTime of ['19:00', '18:30']) {
      expect(await refusal(add(streamer, { gigId: gig.gigId, startTime: '12:00', endTime }))).toEqual({
        status: 400,
        message: BookingText.slotLengthOfMode(45),
      });
    }
    expect(BookingText.slotLengthOfMode(45)).toBe(
      'A slot of this gig lasts 45 minutes, the length of its game mode',
    );
    // A gig without a mode still needs its end.
    expect(await refusal(add(newId(), { endTime: undefined }))).toEqual({
      status: 400,
      message: BookingText.invalidTime,
    });
  });

  it('lists upcoming slots of a gig and present and future slots of a streamer, with seats left', async () => {
    const streamer = newId();
    const gigId = newId();
    const later = await booking.slot({ streamerId: streamer, gigId, date: daysFromNow(9) });
    const sooner = await booking.slot({ streamerId: streamer, gigId, date: daysFromNow(2) });
    const other = await booking.slot({ streamerId: streamer, date: daysFromNow(4) });
    const past = newId();
    await booking.db.query(
      `INSERT INTO slots (id, gig_id, streamer_id, starts_at, ends_at, time_zone, seats)
       VALUES ($1, $2, $3, now() - interval '2 hours', now() - interval '1 hour', 'UTC', 2)`,
      [past, gigId, streamer],
    );
    await booking.order(sooner._id, newId(), 2);

    const ofGig = await booking.send('booking.slotsByGig', { gigId });
    expect(ofGig.map((slot) => slot._id)).toEqual([sooner._id, later._id]);
    expect(ofGig[0]).toMatchObject({ seats: 5, seatsTaken: 2, seatsLeft: 3 });

    const ofStreamer = await booking.send('booking.slotsByStreamer', { streamerId: streamer });
    expect(ofStreamer.map((slot) => slot._id)).toEqual([sooner._id, other._id, later._id]);

    const withLastWeek = await booking.send('booking.slotsByStreamer', { streamerId: streamer, pastDays: 7 });
    expect(withLastWeek.map((slot) => slot._id)).toEqual([past, sooner._id, other._id, later._id]);
    await booking.db.query(
      `UPDATE slots SET starts_at = starts_at - interval '8 days', ends_at = ends_at - interval '8 days' WHERE id = $1`,
      [past],
    );
    const afterAWeek = await booking.send('booking.slotsByStreamer', { streamerId: streamer, pastDays: 7 });
    expect(afterAWeek.map((slot) => slot._id)).toEqual([sooner._id, other._id, later._id]);
  });

  it('lists a month of slots and requires month and year', async () => {
    const streamer = newId();
    const inMonth = await add(streamer, { date: `${nextYear}-05-31`, startTime: '20:00', endTime: '21:00' });
    await add(streamer, { date: `${nextYear}-06-01`, startTime: '20:00', endTime: '21:00' });
    const may = await booking.send('booking.slotsByMonth', {
      streamerId: streamer,
      month: 5,
      year: nextYear,
    });
    expect(may.map((slot) => slot._id)).toEqual([inMonth.slots[0]._id]);
    // In Kolkata, 31 May 20:00Z is already 1 June.
    const juneIndia = await booking.send('booking.slotsByMonth', {
      streamerId: streamer,
      month: 6,
      year: nextYear,
      timeZone: 'Asia/Kolkata',
    });
    expect(juneIndia).toHaveLength(2);

    const missing = { status: 400, message: BookingText.monthYearRequired };
    const noMonth = { streamerId: streamer, year: nextYear } as unknown as { month: number; year: number };
    const noYear = { streamerId: streamer, month: 5 } as unknown as { month: number; year: number };
    expect(await refusal(booking.send('booking.slotsByMonth', { streamerId: streamer, ...noMonth }))).toEqual(
      missing,
    );
    expect(await refusal(booking.send('booking.slotsByMonth', { streamerId: streamer, ...noYear }))).toEqual(
      missing,
    );
    expect(
      await refusal(
        booking.send('booking.slotsByMonth', { streamerId: streamer, month: 13, year: nextYear }),
      ),
    ).toEqual(missing);
  });

  it("shows the slot's streamer its booked users four at a time, and nobody else", async () => {
    const streamer = newId();
    const slot = await booking.slot({ streamerId: streamer, seats: 10 });
    const buyers = Array.from({ length: 6 }, () => newId());
    for (const buyer of buyers) await booking.order(slot._id, buyer);

    const first = await booking.send('booking.slot', { userId: streamer, slotId: slot._id });
    expect(first).toMatchObject({ totalUsers: 6, page: 1, limit: 4, skip: 0, totalPages: 2 });
    expect(first.slot).toMatchObject({ _id: slot._id, seatsLeft: 4 });
    expect(first.users.map((user) => user._user_id)).toEqual(buyers.slice(0, 4));
    expect(first.users[0].gamerTags).toEqual([{ _id: expect.any(String), gamerTag: 'player_1' }]);

    const second = await booking.send('booking.slot', { userId: streamer, slotId: slot._id, page: 2 });
    expect(second).toMatchObject({ page: 2, skip: 4, totalPages: 2 });
    expect(second.users.map((user) => user._user_id)).toEqual(buyers.slice(4));

    expect(await refusal(booking.send('booking.slot', { userId: buyers[0], slotId: slot._id }))).toEqual({
      status: 403,
      message: AuthText.forbidden,
    });
    expect(await refusal(booking.send('booking.slot', { userId: streamer, slotId: newId() }))).toEqual({
      status: 404,
      message: BookingText.slotNotFound,
    });
  });

  it('says whether a slot can still be booked for a number of players', async () => {
    const slot = await booking.slot({ seats: 2 });
    expect(await booking.send('booking.checkSlotAvailable', { slotId: slot._id })).toEqual({
      available: true,
      seatsLeft: 2,
    });
    await booking.order(slot._id);
    expect(
      await booking.send('booking.checkSlotAvailable', { slotId: slot._id, numberOfPlayers: 2 }),
    ).toEqual({
      available: false,
      seatsLeft: 1,
    });
    expect(await refusal(booking.send('booking.checkSlotAvailable', { slotId: newId() }))).toEqual({
      status: 404,
      message: BookingText.slotNotFound,
    });
  });
});
