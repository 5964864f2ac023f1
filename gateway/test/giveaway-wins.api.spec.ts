import type { GiveawayDrawDto } from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { signInRequired } from './support/answers';
import { demoCast, type DemoCast } from './support/demo-cast';
import { heldOrder, newGig, newSlot, payWithSandbox, startBookingStack } from './support/booking-fixtures';

/**
 * Issue 32 item 6: the page a giveaway winner's notification leads to learns the win from the server. Only the
 * signed-in fan's own wins are answered; another fan, staff and anonymous callers see none of them.
 */
describe('gateway: a fan’s giveaway wins', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let otherFan: SignedInUser;
  let staff: SignedInUser;
  let draw: GiveawayDrawDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    otherFan = await stack.signedInUser();
    staff = await stack.staffUser([{ service: 'Giveaway', read: true, write: true }]);
    const gig = await newGig(stack, demo.streamerToken, 'Giveaway wins gig');
    const slot = await newSlot(stack, demo.streamerToken, gig._id, 4);
    for (const fanToken of [demo.fanToken, otherFan.accessToken]) {
      const order = await heldOrder(stack, fanToken, slot._id, 1);
      await payWithSandbox(stack, fanToken, order._id);
    }
    const drawn = await stack.post(
      '/api/admin/giveaways',
      {
        title: 'Squad night for one',
        from: new Date(Date.now() - 3_600_000).toISOString(),
        to: new Date(Date.now() + 3_600_000).toISOString(),
        streamerId: demo.streamerId,
        winners: 1,
      },
      { token: staff.accessToken },
    );
    expect(drawn.status).toBe(201);
    draw = drawn.body;
    expect(draw.eligibleCount).toBe(2);
  }, 180_000);
  afterAll(() => stack.stop());

  const winsOf = (token?: string, query = '') => stack.get(`/api/user/giveaway-wins${query}`, { token });

  it('tells the winner they won, with the giveaway’s title and when it was drawn', async () => {
    const winnerToken = draw.winners[0].userId === demo.fanId ? demo.fanToken : otherFan.accessToken;
    expect(await winsOf(winnerToken)).toMatchObject({
      status: 200,
      body: [{ _id: draw._id, title: 'Squad night for one', drawnAt: draw.createdAt }],
    });
  });

  it('answers the fan who was not drawn, and staff, no win, even when they name the winner', async () => {
    const winnerId = draw.winners[0].userId;
    const loserToken = winnerId === demo.fanId ? otherFan.accessToken : demo.fanToken;
    expect(await winsOf(loserToken)).toMatchObject({ status: 200, body: [] });
    expect(await winsOf(loserToken, `?userId=${winnerId}`)).toMatchObject({ status: 200, body: [] });
    expect(await winsOf(staff.accessToken)).toMatchObject({ status: 200, body: [] });
  });

  it('refuses an anonymous caller', async () => {
    expect(await winsOf()).toMatchObject(signInRequired);
  });
});
