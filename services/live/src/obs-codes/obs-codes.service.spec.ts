import { createHash } from 'node:crypto';
import { LiveText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { LiveHarness } from '../test/live-fixtures';
import { ObsCodeGenerator } from './obs-code-generator';

describe('live: OBS one-time codes', () => {
  const live = new LiveHarness();
  beforeAll(() => live.start(), 30_000);
  afterAll(() => live.stop());
  afterEach(() => jest.restoreAllMocks());

  const invalid = { status: 400, message: LiveText.obsCodeInvalid };
  const create = (streamerId: string) => live.send('live.createObsCode', { userId: streamerId });
  const redeem = (code: string) => live.send('live.redeemObsCode', { code });
  /** The next draws of the service's code generator. */
  const drawNext = (...codes: string[]) => {
    const draw = jest.spyOn(live.service.app.get(ObsCodeGenerator), 'next');
    for (const code of codes) draw.mockReturnValueOnce(code);
    return draw;
  };

  it('gives a six-digit code valid ten minutes, stores only its hash, and redeems it once', async () => {
    const streamerId = newId();
    const before = Date.now();
    const { code, expiresAt } = await create(streamerId);
    expect(code).toMatch(/^\d{6}$/);
    const validFor = Date.parse(expiresAt) - before;
    expect(validFor).toBeGreaterThan(9.9 * 60_000);
    expect(validFor).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const { rows } = await live.db.query('SELECT code_hash FROM obs_codes WHERE streamer_id = $1', [
      streamerId,
    ]);
    expect(rows).toEqual([{ code_hash: createHash('sha256').update(code).digest('hex') }]);

    expect(await redeem(code)).toEqual({ streamerId });
    expect(await refusal(redeem(code))).toEqual(invalid);
  });

  it('redeems a code once even when it is redeemed three times at once', async () => {
    const streamerId = newId();
    const { code } = await create(streamerId);
    const results = await Promise.allSettled([redeem(code), redeem(code), redeem(code)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const streamerId = newId();
    const { code } = await create(streamerId);
    await live.db.query(
      `UPDATE obs_codes SET expires_at = now() - interval '1 second' WHERE streamer_id = $1`,
      [streamerId],
    );
    expect(await refusal(redeem(code))).toEqual(invalid);
  });

  it("replaces the streamer's unused code with a new one", async () => {
    const streamerId = newId();
    drawNext('314159', '271828');
    expect((await create(streamerId)).code).toBe('314159');
    expect((await create(streamerId)).code).toBe('271828');
    expect(await refusal(redeem('314159'))).toEqual(invalid);
    expect(await redeem('271828')).toEqual({ streamerId });
  });

  it("draws again when the code is another streamer's active one, and frees expired codes", async () => {
    const first = newId();
    const second = newId();
    const draw = drawNext('424242', '424242', '161803');
    await create(first);
    expect((await create(second)).code).toBe('161803');
    expect(draw).toHaveBeenCalledTimes(3);
    expect(await redeem('424242')).toEqual({ streamerId: first });

    // An expired, never used code no longer holds its value.
    const third = newId();
    drawNext('161803');
    await live.db.query(
      `UPDATE obs_codes SET expires_at = now() - interval '1 second' WHERE streamer_id = $1`,
      [second],
    );
    expect((await create(third)).code).toBe('161803');
    expect(await redeem('161803')).toEqual({ streamerId: third });
  });

  it('refuses codes that are not six digits or were never given', async () => {
    drawNext('777777');
    await create(newId());
    for (const code of ['', '12345', '1234567', 'abcdef', '77777 ', '777778']) {
      expect(await refusal(redeem(code))).toEqual(invalid);
    }
  });
});
