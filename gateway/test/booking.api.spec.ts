import { randomUUID } from 'node:crypto';
import {
  BookingText,
  type GigDto,
  PageSizes,
  SuccessText,
  type OpenSlotDto,
  type OrderDto,
  type SlotDto,
} from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, notFound, signInRequired } from './support/answers';
import {
  dayAhead,
  heldOrder,
  newGig,
  newSlot,
  payWithSandbox,
  startBookingStack,
  TIME_ZONE,
} from './support/booking-fixtures';
import { newStreamer } from './support/catalog-fixtures';
import { demoAccount, demoCast, type DemoCast } from './support/demo-cast';

const LIMIT_TEXT = 'The limit must be a whole number from 1 to 100';

describe('gateway: slots and orders', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let otherStreamer: SignedInUser;
  let outsider: SignedInUser;
  let gig: GigDto;
  let slot: SlotDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    otherStreamer = await newStreamer(stack);
    outsider = await stack.signedInUser();
    gig = await newGig(stack, demo.streamerToken, 'Slots test gig');
  }, 120_000);
  afterAll(() => stack.stop());

  let nextDay = 3;
  const slotInput = (overrides: Record<string, unknown> = {}) => ({
    gigId: gig._id,
    date: dayAhead(nextDay++),
    startTime: '18:00',
    timeZone: TIME_ZONE,
    seats: 5,
    ...overrides,
  });
  const addSlots = (token: string, body: Record<string, unknown>, query = '') =>
    stack.post(`/api/post/influencer/slots/add${query}`, body, { token });

  describe('POST /api/post/influencer/slots/add', () => {
    it("adds a slot to the streamer's gig, in UTC with the streamer's day, as long as its game mode", async () => {
      const input = slotInput();
      const added = await addSlots(demo.streamerToken, input);
      const modeMinutes = gig._game_mode_id!.duration;
      expect(added).toMatchObject({
        status: 201,
        body: {
          message: SuccessText.slotsAdded,
          slots: [
            {
              _gig_id: gig._id,
              _influencer_id: demo.streamerId,
              date: input.date,
              startTime: new Date(`${input.date}T12:30:00.000Z`).toISOString(),
              endTime: new Date(
                Date.parse(`${input.date}T12:30:00.000Z`) + modeMinutes * 60_000,
              ).toISOString(),
              timeZone: TIME_ZONE,
              seats: 5,
              seatsLeft: 5,
            },
          ],
        },
      });
      slot = added.body.slots[0];
    });

    it('adds a slot right after its gig is created, before booking has heard of the gig', async () => {
      const fresh = await newGig(stack, demo.streamerToken, 'Fresh gig');
      // Catalog's gig-changed event may not have reached booking yet: make sure it hasn't.
      await stack.withDatabase(stack.bookingDatabaseName, (db) =>
        db.query('DELETE FROM gigs WHERE id = $1', [fresh._id]),
      );
      const added = await addSlots(demo.streamerToken, slotInput({ gigId: fresh._id }));
      expect(added).toMatchObject({ status: 201, body: { slots: [{ _gig_id: fresh._id }] } });
      const unknownGig = await addSlots(demo.streamerToken, slotInput({ gigId: randomUUID() }));
      expect(unknownGig).toMatchObject(notFound(BookingText.gigUnavailable));
    });

    it("repeats weekly, and takes the seats from the gig's game mode when left out", async () => {
      const added = await addSlots(demo.streamerToken, slotInput({ seats: undefined, repeatWeeks: 2 }));
      expect(added.status).toBe(201);
      expect(added.body.slots).toHaveLength(2);
      expect(added.body.slots[0].seats).toBe(gig._game_mode_id!.no_of_players);
    });

    it("lets a moderator add for their streamer, never for another's gig", async () => {
      const byModerator = await addSlots(demo.moderatorToken, slotInput(), `?streamerId=${demo.streamerId}`);
      expect(byModerator.status).toBe(201);
      expect(await addSlots(otherStreamer.accessToken, slotInput())).toMatchObject({
        status: 403,
        body: { error: BookingText.notYourGig },
      });
    });

    it('answers each field with its message', async () => {
      expect(await addSlots(demo.streamerToken, slotInput({ gigId: 'nope' }))).toMatchObject(
        invalid(BookingText.invalidGig),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ date: '1/2/2030' }))).toMatchObject(
        invalid(BookingText.invalidDate),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ startTime: '6pm' }))).toMatchObject(
        invalid(BookingText.invalidTime),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ timeZone: '' }))).toMatchObject(
        invalid(BookingText.invalidTimeZone),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ seats: 0 }))).toMatchObject(
        invalid(BookingText.invalidSeats),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ repeatWeeks: 53 }))).toMatchObject(
        invalid(BookingText.invalidRepeat),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ endTime: '17:00' }))).toMatchObject(
        invalid(BookingText.slotLengthOfMode(gig._game_mode_id!.duration)),
      );
      expect(await addSlots(demo.streamerToken, slotInput({ endTime: '7pm' }))).toMatchObject(
        invalid(BookingText.invalidTime),
      );
    });

    it('refuses fans and anonymous callers', async () => {
      expect(await addSlots(demo.fanToken, slotInput())).toMatchObject(forbidden);
      expect(await stack.post('/api/post/influencer/slots/add', slotInput())).toMatchObject(signInRequired);
    });
  });

  describe('slot listings', () => {
    it("lists the streamer's present and future slots", async () => {
      for (const path of [
        `/api/get/slots/influencer/${demo.streamerId}`,
        `/api/get/present_future/slots/influencer/${demo.streamerId}`,
        `/api/get/last_seven_and_present_future/slots/influencer/${demo.streamerId}`,
      ]) {
        const listed = await stack.get(path);
        expect(listed.status).toBe(200);
        expect(listed.body.map((row: SlotDto) => row._id)).toContain(slot._id);
      }
      expect(await stack.get('/api/get/slots/influencer/nope')).toMatchObject(invalid('Invalid star id'));
    });

    it('lists a month in a time zone', async () => {
      const [year, month] = slot.date.split('-').map(Number);
      const listed = await stack.get(
        `/api/get/monthvise/slots/influencer/${demo.streamerId}/${month}/${year}?timeZone=${TIME_ZONE}`,
      );
      expect(listed.status).toBe(200);
      expect(listed.body.map((row: SlotDto) => row._id)).toContain(slot._id);
      expect(
        await stack.get(`/api/get/monthvise/slots/influencer/${demo.streamerId}/13/${year}`),
      ).toMatchObject(invalid(BookingText.monthYearRequired));
    });

    it("lists a gig's slots by its slug, and needs the slug", async () => {
      const listed = await stack.get(
        `/api/get/slots-by-slug/${gig.slug}?username=${demoAccount('streamer').username}`,
      );
      expect(listed.status).toBe(200);
      expect(listed.body.map((row: SlotDto) => row._id)).toContain(slot._id);
      expect(await stack.get('/api/get/slots-by-slug/')).toMatchObject(invalid('Slug is required'));
      expect(await stack.get('/api/get/slots-by-slug/%20')).toMatchObject(invalid('Slug is required'));
    });

    it('says whether seats are left', async () => {
      const check = await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, {
        numberOfPlayers: 2,
      });
      expect(check).toMatchObject({ status: 200, body: { available: true, seatsLeft: 5 } });
      const tooMany = await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, {
        numberOfPlayers: 6,
      });
      expect(tooMany.body.available).toBe(false);
      expect(
        await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, { numberOfPlayers: 0 }),
      ).toMatchObject(invalid(BookingText.invalidPlayers));
    });
  });

  describe('orders', () => {
    let orderId: string;
    const createOrder = (token: string | undefined, body: Record<string, unknown>) =>
      stack.post('/api/book-slot/create-order', body, { token });

    it("books the demo streamer's slot for the demo fan", async () => {
      const created = await createOrder(demo.fanToken, {
        slotId: slot._id,
        numberOfPlayers: 2,
        gamerTags: [' Ace#1 ', 'Bolt#2'],
      });
      expect(created).toMatchObject({
        status: 201,
        body: {
          slot_id: slot._id,
          _gig_id: gig._id,
          _influencer_id: demo.streamerId,
          _user_id: demo.fanId,
          status: 'held',
          numberOfPlayers: 2,
          gamerTags: [{ gamerTag: 'Ace#1' }, { gamerTag: 'Bolt#2' }],
        },
      });
      orderId = created.body._id;
      const check = await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, {});
      expect(check.body.seatsLeft).toBe(3);
    });

    it('answers each field with its message, and needs a sign-in', async () => {
      const base = { slotId: slot._id, numberOfPlayers: 1, gamerTags: ['Tag'] };
      expect(await createOrder(demo.fanToken, { ...base, slotId: 'x' })).toMatchObject(
        invalid('Invalid slot id'),
      );
      expect(await createOrder(demo.fanToken, { ...base, numberOfPlayers: 0 })).toMatchObject(
        invalid(BookingText.invalidPlayers),
      );
      expect(await createOrder(demo.fanToken, { ...base, gamerTags: [] })).toMatchObject(
        invalid(BookingText.gamerTagsRequired),
      );
      expect(await createOrder(demo.fanToken, { ...base, gamerTags: ['  '] })).toMatchObject(
        invalid(BookingText.gamerTagsRequired),
      );
      expect(await createOrder(undefined, base)).toMatchObject(signInRequired);
    });

    it('shows the order to its buyer and lists their orders, never to someone else', async () => {
      expect(await stack.get(`/api/get/order_by_orderid/${orderId}`, { token: demo.fanToken })).toMatchObject(
        {
          status: 200,
          body: { _id: orderId, status: 'held' },
        },
      );
      const mine = await stack.get(`/api/get/orders_by_userid/${demo.fanId}`, { token: demo.fanToken });
      expect(mine).toMatchObject({ status: 200, body: { page: 1, limit: PageSizes.orders, total: 1 } });
      expect(mine.body.data[0]._id).toBe(orderId);
      expect(
        await stack.get(`/api/get/orders_by_userid/${demo.fanId}`, { token: outsider.accessToken }),
      ).toMatchObject(forbidden);
      expect(
        await stack.get(`/api/get/orders_by_userid/${demo.fanId}?limit=0`, { token: demo.fanToken }),
      ).toMatchObject(invalid(LIMIT_TEXT));
      const foreign = await stack.get(`/api/get/order_by_orderid/${orderId}`, {
        token: outsider.accessToken,
      });
      expect(foreign).toMatchObject(notFound(BookingText.orderNotFound));
    });

    it("shows the slot's booked fans to its streamer and their moderator only", async () => {
      const page = await stack.get(`/api/get/slot/${slot._id}`, { token: demo.streamerToken });
      expect(page).toMatchObject({
        status: 200,
        body: { slot: { _id: slot._id }, totalUsers: 1, page: 1, limit: PageSizes.slotUsers, skip: 0 },
      });
      expect(page.body.users[0]).toMatchObject({ _user_id: demo.fanId, numberOfPlayers: 2 });
      const byModerator = await stack.get(`/api/get/slot/${slot._id}?streamerId=${demo.streamerId}`, {
        token: demo.moderatorToken,
      });
      expect(byModerator.status).toBe(200);
      expect(
        await stack.get(`/api/get/slot/${slot._id}`, { token: otherStreamer.accessToken }),
      ).toMatchObject(forbidden);
      expect(await stack.get(`/api/get/slot/${slot._id}`, { token: demo.fanToken })).toMatchObject(forbidden);
    });

    it('cancels a held order for its buyer and frees the seats', async () => {
      const cancelled = await stack.post(`/api/orders/cancel/${orderId}`, undefined, {
        token: demo.fanToken,
      });
      expect(cancelled).toMatchObject({
        status: 200,
        body: { message: BookingText.orderCancelled, order: { _id: orderId, status: 'cancelled' } },
      });
      const check = await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, {});
      expect(check.body.seatsLeft).toBe(5);
      expect(await stack.post('/api/orders/cancel/nope', undefined, { token: demo.fanToken })).toMatchObject(
        invalid('Invalid order id'),
      );
    });
  });

  describe("the home page's upcoming sessions", () => {
    it('lists the soonest open slots to anyone, with their gig and star, and skips a full one', async () => {
      const full = await newSlot(stack, demo.streamerToken, gig._id, 1, 1);
      const open = await newSlot(stack, demo.streamerToken, gig._id, 2);
      await payWithSandbox(stack, demo.fanToken, (await heldOrder(stack, demo.fanToken, full._id, 1))._id);

      const answer = await stack.get('/api/get/upcomingSessionsHomePage');
      expect(answer.status).toBe(200);
      const slots: OpenSlotDto[] = answer.body;
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.length).toBeLessThanOrEqual(PageSizes.upcomingSlots);
      const starts = slots.map((each) => each.startTime);
      expect(starts).toEqual([...starts].sort());
      expect(slots.map((each) => each._id)).not.toContain(full._id);
      expect(slots[0]).toMatchObject({
        _id: open._id,
        _gig_id: gig._id,
        product_title: gig.product_title,
        slug: gig.slug,
        influencerUsername: demoAccount('streamer').username,
        influencerName: demoAccount('streamer').fullName,
        seatsLeft: 5,
      });
    });

    it("lists a signed-in fan's next paid sessions, soonest first, and none for someone else", async () => {
      const later = await newSlot(stack, demo.streamerToken, gig._id, 40);
      const sooner = await newSlot(stack, demo.streamerToken, gig._id, 30);
      const fan = await stack.signedInUser();
      for (const booked of [later, sooner])
        await payWithSandbox(
          stack,
          fan.accessToken,
          (await heldOrder(stack, fan.accessToken, booked._id, 1))._id,
        );

      const mine = await stack.get('/api/get/yourUpcomingSessionsHomePage', { token: fan.accessToken });
      expect(mine.status).toBe(200);
      expect(mine.body.map((order: OrderDto) => order.slot_id)).toEqual([sooner._id, later._id]);
      expect(mine.body[0]).toMatchObject({ status: 'paid', product_title: gig.product_title });
      expect(
        await stack.get('/api/get/yourUpcomingSessionsHomePage', { token: outsider.accessToken }),
      ).toMatchObject({ status: 200, body: [] });
      expect(await stack.get('/api/get/yourUpcomingSessionsHomePage')).toMatchObject(signInRequired);
    });
  });
});
