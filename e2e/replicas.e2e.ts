import type { GameDto, GigDto } from '@lobby/contracts';
import { RunningStack } from './stack';

jest.setTimeout(180_000);

const CONCURRENT_GETS = 8;
/** Enough writes at once that some are in the stopped replica's hands. */
const CONCURRENT_WRITES = 3;
/** GETs answered before the replica is stopped, and after. */
const GETS_BEFORE = 150;
const GETS_AFTER = 400;

interface Load {
  sent: number;
  failed: string[];
  writes: { title: string; status: number; gig?: GigDto }[];
}

/**
 * Two replicas of catalog under `npm start` (CATALOG_REPLICAS=2): one killed under load loses no GET (the
 * gateway sends a read again when its replica died holding it) and leaves no write half done; one stopped with
 * SIGTERM drains and answers everything.
 */
describe('two replicas of a service', () => {
  const stack = new RunningStack();
  let streamer: { token: string; userId: string };
  let valorant: GameDto;
  let gig: GigDto;
  let writeNumber = 0;

  beforeAll(async () => {
    await stack.start({ CATALOG_REPLICAS: '2' });
    streamer = await stack.signIn('streamer@lobby.gg');
    valorant = (await stack.call<GameDto>('/api/get/game/valorant')).body;
    const first = await addGig('Replica drill');
    expect(first.status).toBe(201);
    gig = first.gig!;
  }, 150_000);

  afterAll(() => stack.stop());

  async function addGig(title: string) {
    const added = await stack.call<{ gig: GigDto }>('/api/influencer/add/product', {
      token: streamer.token,
      body: {
        gig_title: title,
        gig_desc: 'Play with me',
        gameId: valorant._id,
        gameModeId: valorant.modes[0]._id,
        platformId: valorant.platforms_available[0]._id,
        price: 150,
      },
    });
    return { title, status: added.status, gig: added.status === 201 ? added.body.gig : undefined };
  }

  /**
   * GETs of catalog's reads from CONCURRENT_GETS clients, and gigs added by CONCURRENT_WRITES clients, until GETS_AFTER
   * GETs have been answered after `stopReplica` ran (it runs once GETS_BEFORE were answered).
   */
  async function underLoad(stopReplica: () => void): Promise<Load> {
    const load: Load = { sent: 0, failed: [], writes: [] };
    const paths = [
      `/api/get/product/${gig._id}`,
      '/api/get/game/valorant',
      `/api/get/products/${streamer.userId}`,
    ];
    let answered = 0;
    let stoppedAt: number | null = null;
    const done = () => stoppedAt !== null && answered >= stoppedAt + GETS_AFTER;
    const reader = async () => {
      while (!done()) {
        const path = paths[load.sent % paths.length];
        load.sent += 1;
        const { status } = await stack.call(path);
        answered += 1;
        if (status !== 200) load.failed.push(`${status} ${path}`);
        if (stoppedAt === null && answered >= GETS_BEFORE) {
          stoppedAt = answered;
          stopReplica();
        }
      }
    };
    const writer = async () => {
      while (!done()) {
        writeNumber += 1;
        load.writes.push(await addGig(`Replica drill write ${writeNumber}`));
      }
    };
    await Promise.all([
      ...Array.from({ length: CONCURRENT_GETS }, reader),
      ...Array.from({ length: CONCURRENT_WRITES }, writer),
    ]);
    return load;
  }

  /** The star's gigs with each write's title: once when it answered 201, at most once (and whole) after a 503. */
  async function expectWritesWhole(writes: Load['writes']) {
    const listed = await stack.call<GigDto[]>(`/api/get/products/${streamer.userId}`);
    expect(listed.status).toBe(200);
    for (const write of writes) {
      const stored = listed.body.filter((candidate) => candidate.product_title === write.title);
      if (write.status === 201) {
        expect(stored).toHaveLength(1);
        expect(stored[0]._id).toBe(write.gig!._id);
      } else {
        expect(stored.length).toBeLessThanOrEqual(1);
      }
      for (const found of stored) {
        const read = await stack.call<GigDto>(`/api/get/product/${found._id}`);
        expect(read).toMatchObject({
          status: 200,
          body: { product_title: write.title, product_desc: 'Play with me' },
        });
      }
    }
  }

  it('loses no GET when a replica is killed with SIGKILL; each write completes or answers 503', async () => {
    const killedPid = stack.pidOf('catalog-2')!;
    const from = stack.launcherOutput.length;
    const load = await underLoad(() => process.kill(killedPid, 'SIGKILL'));

    expect(load.failed).toEqual([]);
    expect(load.sent).toBeGreaterThanOrEqual(GETS_BEFORE + GETS_AFTER);
    expect(load.writes.length).toBeGreaterThan(0);
    for (const write of load.writes) expect([201, 503]).toContain(write.status);
    await expectWritesWhole(load.writes);

    // The killed replica comes back by itself.
    await stack.waitForOutput(/✓ catalog-2\s+ready again/, { from });
    expect(stack.pidOf('catalog-2')).not.toBe(killedPid);
  });

  it('answers every request while a replica stopped with SIGTERM drains', async () => {
    const stoppedPid = stack.pidOf('catalog')!;
    const from = stack.launcherOutput.length;
    const load = await underLoad(() => process.kill(stoppedPid, 'SIGTERM'));

    expect(load.failed).toEqual([]);
    expect(load.writes.map((write) => write.status)).toEqual(load.writes.map(() => 201));
    await expectWritesWhole(load.writes);
    await stack.waitForOutput(
      new RegExp(`! catalog \\(pid ${stoppedPid}\\) stopped: exit code 0, signal none`),
      { from },
    );
  });
});
