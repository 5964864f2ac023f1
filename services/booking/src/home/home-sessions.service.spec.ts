import { PageSizes } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';

describe("booking: the home page's upcoming sessions", () => {
  const booking = new BookingHarness();
  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  /** A slot of a listed streamer `hours` from now. */
  const slotIn = async (hours: number, streamerId = newId(), seats = 2) => {
    await booking.person(streamerId, `star_${streamerId.slice(-6)}`, 'Star Person');
    const slot = await booking.slot({ streamerId, seats });
    await booking.moveSlot(slot._id, hours);
    return slot;
  };

  // First: the fresh database holds no other slots.
  it('lists the soonest slots anyone can still book, with their gig and star', async () => {
    const streamerId = newId();
    const soonest = await slotIn(2, streamerId);
    const full = await slotIn(1, newId(), 1);
    await booking.markPaid((await booking.order(full._id))._id);
    const started = await slotIn(-0.5);
    const unlisted = newId();
    const hidden = await booking.slot({ streamerId: unlisted });
    await booking.person(unlisted, 'banned_star', 'Banned', false);
    await booking.moveSlot(hidden._id, 3);
    const unbookableGig = await booking.gig({ bookable: true });
    const withdrawn = await booking.slot({
      gigId: unbookableGig.gigId,
      streamerId: unbookableGig.streamerId,
    });
    await booking.person(unbookableGig.streamerId, 'quiet_star');
    await booking.gig({ ...unbookableGig, bookable: false, version: new Date().toISOString() });
    await booking.moveSlot(withdrawn._id, 4);
    const later: string[] = [];
    for (let hours = 5; hours <= 10; hours += 1) later.push((await slotIn(hours))._id);

    const open = await booking.send('booking.upcomingSessionsHomePage', {});
    expect(open).toHaveLength(PageSizes.upcomingSlots);
    expect(open.map((slot) => slot._id)).toEqual([soonest._id, ...later.slice(0, 4)]);
    expect(open[0]).toMatchObject({
      _influencer_id: streamerId,
      influencerUsername: `star_${streamerId.slice(-6)}`,
      influencerName: 'Star Person',
      product_title: 'Squad up in ranked',
      slug: expect.stringMatching(/^gig-/),
      seatsLeft: 2,
      price: 2500,
      currency: 'USD',
    });
    for (const excluded of [full, started, hidden, withdrawn])
      expect(open.map((slot) => slot._id)).not.toContain(excluded._id);
  });

  it("lists the caller's next paid sessions, soonest first, five at most", async () => {
    const fan = newId();
    const paid: string[] = [];
    for (const hours of [50, 3, 20, 70, 10, 90]) {
      const slot = await slotIn(hours);
      paid[hours] = (await booking.markPaid((await booking.order(slot._id, fan))._id))._id;
    }
    const unpaid = await slotIn(1);
    await booking.order(unpaid._id, fan);
    const ended = await slotIn(5);
    await booking.markPaid((await booking.order(ended._id, fan))._id);
    await booking.moveSlot(ended._id, -3);

    const next = await booking.send('booking.yourUpcomingSessionsHomePage', { userId: fan });
    expect(next.map((order) => order._id)).toEqual([paid[3], paid[10], paid[20], paid[50], paid[70]]);
    expect(next[0]).toMatchObject({ status: 'paid', _user_id: fan, product_title: expect.any(String) });
    expect(await booking.send('booking.yourUpcomingSessionsHomePage', { userId: newId() })).toEqual([]);
    expect(
      await refusal(booking.send('booking.yourUpcomingSessionsHomePage', { userId: 'nobody' })),
    ).toMatchObject({ status: 400 });
  });
});
