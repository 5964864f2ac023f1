import {
  AuditEventSubjects,
  ErrorText,
  GiveawayEventSubjects,
  GiveawayLimits,
  GiveawayText,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness, daysFromNow } from '../test/booking-fixtures';
import { drawWinners, eligibleHash } from './giveaway-draw';

describe('giveaway draws', () => {
  it('draws the same winners from the same seed and list, distinct and from the list', () => {
    const ids = Array.from({ length: 50 }, () => newId()).sort();
    const first = drawWinners(ids, 'seed-1', 5);
    expect(drawWinners(ids, 'seed-1', 5)).toEqual(first);
    expect(new Set(first).size).toBe(5);
    expect(first.every((id) => ids.includes(id))).toBe(true);
    expect(drawWinners(ids, 'seed-2', 5)).not.toEqual(first);
    expect(drawWinners(ids.slice(0, 3), 'seed-1', 5)).toHaveLength(3);
  });
});

describe('booking: giveaways', () => {
  const booking = new BookingHarness();
  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  const staff = newId();
  const streamer = newId();
  const otherStreamer = newId();
  const windowFrom = '2026-01-01T00:00:00.000Z';
  const windowTo = '2026-02-01T00:00:00.000Z';
  const fans: string[] = [];
  let slotDay = 5;

  /** A paid booking of `fan` with the streamer, paid at `paidAt`. */
  async function paidBooking(fan: string, streamerId: string, paidAt: string, status = 'paid') {
    // One day each, so no two slots of a streamer overlap.
    slotDay += 1;
    const slot = await booking.slot({ streamerId, date: daysFromNow(slotDay) });
    const order = await booking.order(slot._id, fan);
    await booking.markPaid(order._id);
    await booking.db.query('UPDATE orders SET paid_at = $2, status = $3 WHERE id = $1', [
      order._id,
      paidAt,
      status,
    ]);
  }

  beforeAll(async () => {
    for (let i = 0; i < 6; i += 1) {
      const fan = newId();
      fans.push(fan);
      await booking.person(fan, `fan_${i}`, `Fan ${i}`);
      await paidBooking(fan, i < 4 ? streamer : otherStreamer, `2026-01-1${i}T10:00:00.000Z`);
    }
    // Outside the window, refunded, and a banned fan: none of them is eligible.
    await paidBooking(newId(), streamer, '2026-02-01T00:00:00.000Z');
    await paidBooking(newId(), streamer, '2026-01-05T00:00:00.000Z', 'refunded');
    const banned = newId();
    await booking.person(banned, 'banned_fan', 'Banned', false);
    await paidBooking(banned, streamer, '2026-01-06T00:00:00.000Z');
  }, 60_000);

  it('counts the fans who booked in the window (optionally with one streamer), once each', async () => {
    // A second booking of the same fan counts once.
    await paidBooking(fans[0], streamer, '2026-01-20T00:00:00.000Z');
    const all = await booking.send('booking.giveawayEligible', {
      userId: staff,
      from: windowFrom,
      to: windowTo,
    });
    expect(all).toEqual({ eligibleCount: 6, eligibleHash: eligibleHash([...fans].sort()) });
    const one = await booking.send('booking.giveawayEligible', {
      userId: staff,
      from: windowFrom,
      to: windowTo,
      streamerId: streamer,
    });
    expect(one.eligibleCount).toBe(4);
  });

  it('records the draw with its seed; re-running it with the seed gives the same winners', async () => {
    const draw = await booking.send('booking.drawGiveaway', {
      userId: staff,
      title: 'January giveaway',
      from: windowFrom,
      to: windowTo,
      winners: 2,
      seed: 'fixed-seed',
    });
    expect(draw.eligibleCount).toBe(6);
    expect(draw.seed).toBe('fixed-seed');
    const expected = drawWinners([...fans].sort(), 'fixed-seed', 2);
    expect(draw.winners.map((w) => w.userId)).toEqual(expected);
    expect(draw.winners[0].username).toMatch(/^fan_\d$/);

    expect(await booking.send('booking.verifyGiveaway', { userId: staff, drawId: draw._id })).toEqual({
      matches: true,
      eligibleHash: draw.eligibleHash,
      winners: expected,
    });

    const { rows: audit } = await booking.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2`,
      [AuditEventSubjects.staffAction, draw._id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].payload).toMatchObject({
      actorId: staff,
      action: 'booking.giveaway.draw',
      after: { seed: 'fixed-seed', winnerIds: expected, eligibleCount: 6 },
    });
    const { rows: told } = await booking.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'drawId' = $2`,
      [GiveawayEventSubjects.winnerDrawn, draw._id],
    );
    expect(told.map((row) => row.payload.userId).sort()).toEqual([...expected].sort());

    const page = await booking.send('booking.giveawayDraws', { userId: staff });
    expect(page.data[0]._id).toBe(draw._id);
  });

  it('makes and records a seed when staff give none', async () => {
    const draw = await booking.send('booking.drawGiveaway', {
      userId: staff,
      title: 'Surprise',
      from: windowFrom,
      to: windowTo,
      streamerId: streamer,
      winners: 10,
    });
    expect(draw.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(draw.winners).toHaveLength(4);
    expect((await booking.send('booking.verifyGiveaway', { userId: staff, drawId: draw._id })).matches).toBe(
      true,
    );
  });

  it('refuses an empty rule, a reversed window and bad input, and draws nothing', async () => {
    const base = { userId: staff, title: 'T', winners: 1 };
    expect(
      await refusal(
        booking.send('booking.drawGiveaway', {
          ...base,
          from: '2020-01-01T00:00:00Z',
          to: '2020-02-01T00:00:00Z',
        }),
      ),
    ).toEqual({ status: 409, message: GiveawayText.noEligible });
    expect(
      await refusal(booking.send('booking.drawGiveaway', { ...base, from: windowTo, to: windowFrom })),
    ).toEqual({ status: 400, message: GiveawayText.badWindow });
    expect(
      await refusal(
        booking.send('booking.drawGiveaway', { ...base, from: windowFrom, to: windowTo, winners: 0 }),
      ),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
    expect(await refusal(booking.send('booking.verifyGiveaway', { userId: staff, drawId: newId() }))).toEqual(
      { status: 404, message: GiveawayText.missing },
    );
    const { rows } = await booking.db.query('SELECT count(*)::int AS n FROM giveaway_draws');
    expect(rows[0].n).toBe(2);
  });

  it("answers a fan the draws they won lately, newest first, and never another fan's", async () => {
    const rule = { userId: staff, from: windowFrom, to: windowTo, streamerId: otherStreamer };
    const both = await booking.send('booking.drawGiveaway', { ...rule, title: 'Both won', winners: 2 });
    const one = await booking.send('booking.drawGiveaway', { ...rule, title: 'One won', winners: 1 });
    const winner = one.winners[0].userId;
    const loser = [fans[4], fans[5]].find((id) => id !== winner)!;
    const win = (draw: typeof one) => ({ _id: draw._id, title: draw.title, drawnAt: draw.createdAt });

    expect(await booking.send('booking.giveawayWins', { userId: winner })).toEqual([win(one), win(both)]);
    expect(await booking.send('booking.giveawayWins', { userId: loser })).toEqual([win(both)]);
    expect(await booking.send('booking.giveawayWins', { userId: newId() })).toEqual([]);

    // A win older than the days a win is shown is no longer answered.
    await booking.db.query(
      `UPDATE giveaway_draws SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [both._id, GiveawayLimits.winShownDays + 1],
    );
    expect(await booking.send('booking.giveawayWins', { userId: loser })).toEqual([]);
    expect(await refusal(booking.send('booking.giveawayWins', { userId: 'not-an-id' }))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
  });
});
