import { createHash } from 'node:crypto';
import { LiveText, ObsCodeRules } from '@lobby/contracts';
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
  /** The code with its last character changed: the same selector, a wrong code. */
  const wrongFor = (code: string) => `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
  const codeShape = new RegExp(`^[${ObsCodeRules.alphabet}]{10}$`);

  it('draws ten characters of the unambiguous alphabet, uniformly enough to use all of it', () => {
    const generator = new ObsCodeGenerator();
    const codes = Array.from({ length: 300 }, () => generator.next());
    for (const code of codes) expect(code).toMatch(codeShape);
    expect(ObsCodeRules.alphabet).not.toMatch(/[01ILOU]/);
    expect(new Set(codes.join('')).size).toBe(ObsCodeRules.alphabet.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives a ten-character code valid ten minutes, stores only its hash, and redeems it once', async () => {
    const streamerId = newId();
    const before = Date.now();
    const { code, expiresAt } = await create(streamerId);
    expect(code).toMatch(codeShape);
    const validFor = Date.parse(expiresAt) - before;
    expect(validFor).toBeGreaterThan(9.9 * 60_000);
    expect(validFor).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const { rows } = await live.db.query('SELECT code_hash, selector FROM obs_codes WHERE streamer_id = $1', [
      streamerId,
    ]);
    expect(rows).toEqual([
      { code_hash: createHash('sha256').update(code).digest('hex'), selector: code.slice(0, 4) },
    ]);

    expect(await redeem(code)).toEqual({ streamerId });
    expect(await refusal(redeem(code))).toEqual(invalid);
  });

  it('takes the code in lower case and with the spaces and dashes of copying it', async () => {
    const streamerId = newId();
    drawNext('ABCDE23456');
    await create(streamerId);
    expect(await redeem(' abcde-234 56 ')).toEqual({ streamerId });
  });

  it('burns the code after five wrong tries: the right code then fails', async () => {
    const streamerId = newId();
    const { code } = await create(streamerId);
    for (let attempt = 1; attempt <= ObsCodeRules.maxWrongAttempts; attempt += 1) {
      expect(await refusal(redeem(wrongFor(code)))).toEqual(invalid);
    }
    expect(await refusal(redeem(code))).toEqual(invalid);
    // A sixth wrong try changes nothing either.
    expect(await refusal(redeem(wrongFor(code)))).toEqual(invalid);
    expect(await refusal(redeem(code))).toEqual(invalid);
  });

  it('still takes the right code after four wrong tries', async () => {
    const streamerId = newId();
    const { code } = await create(streamerId);
    for (let attempt = 1; attempt < ObsCodeRules.maxWrongAttempts; attempt += 1) {
      expect(await refusal(redeem(wrongFor(code)))).toEqual(invalid);
    }
    expect(await redeem(code)).toEqual({ streamerId });
  });

  it('counts wrong tries sent at once, every one of them', async () => {
    const streamerId = newId();
    const { code } = await create(streamerId);
    const guesses = await Promise.allSettled(
      Array.from({ length: ObsCodeRules.maxWrongAttempts }, () => redeem(wrongFor(code))),
    );
    expect(guesses.every((guess) => guess.status === 'rejected')).toBe(true);
    const { rows } = await live.db.query('SELECT failed_attempts FROM obs_codes WHERE streamer_id = $1', [
      streamerId,
    ]);
    expect(rows).toEqual([{ failed_attempts: ObsCodeRules.maxWrongAttempts }]);
    expect(await refusal(redeem(code))).toEqual(invalid);
  });

  it("does not count a guess at another selector against the streamer's code", async () => {
    const streamerId = newId();
    drawNext('WXYZ234567');
    await create(streamerId);
    for (let attempt = 1; attempt <= ObsCodeRules.maxWrongAttempts + 1; attempt += 1) {
      expect(await refusal(redeem('WXYA234567'))).toEqual(invalid);
    }
    expect(await redeem('WXYZ234567')).toEqual({ streamerId });
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
    drawNext('MNPQRSTV23', 'HJKM456789');
    expect((await create(streamerId)).code).toBe('MNPQRSTV23');
    expect((await create(streamerId)).code).toBe('HJKM456789');
    expect(await refusal(redeem('MNPQRSTV23'))).toEqual(invalid);
    expect(await redeem('HJKM456789')).toEqual({ streamerId });
  });

  it("draws again when the selector is another streamer's active one, and frees expired codes", async () => {
    const first = newId();
    const second = newId();
    const draw = drawNext('GGGG222222', 'GGGG333333', 'FFFF444444');
    await create(first);
    expect((await create(second)).code).toBe('FFFF444444');
    expect(draw).toHaveBeenCalledTimes(3);
    expect(await redeem('GGGG222222')).toEqual({ streamerId: first });

    // An expired, never used code no longer holds its selector.
    const third = newId();
    drawNext('FFFF555555');
    await live.db.query(
      `UPDATE obs_codes SET expires_at = now() - interval '1 second' WHERE streamer_id = $1`,
      [second],
    );
    expect((await create(third)).code).toBe('FFFF555555');
    expect(await redeem('FFFF555555')).toEqual({ streamerId: third });
  });

  it('refuses codes of another shape or never given', async () => {
    drawNext('7777777777');
    await create(newId());
    for (const code of ['', '777777', '77777777777', '777777777O', '7777777771', '7777777778']) {
      expect(await refusal(redeem(code))).toEqual(invalid);
    }
  });
});
