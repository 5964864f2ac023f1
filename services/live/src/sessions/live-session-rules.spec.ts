import { LiveText, ValidationText } from '@lobby/contracts';
import {
  chosenGameId,
  liveDescription,
  livePriceMinimum,
  livePriceMinor,
  liveRequirements,
  liveStreamingLink,
  liveTags,
  liveTitle,
} from './live-session-rules';

/** The refusal a rule throws, as the wire would carry it. */
function refusal(rule: () => unknown): { status: number; message: string } {
  try {
    rule();
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('Expected the rule to refuse');
}

describe('live-start form rules', () => {
  it("asks for a game: 'No game selected'", () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(refusal(() => chosenGameId(missing))).toEqual({ status: 400, message: LiveText.noGameSelected });
    }
    expect(chosenGameId(' abc ')).toBe('abc');
  });

  it('takes digits with up to two decimals, as a number or as text, in minor units', () => {
    expect(livePriceMinor(150, 'INR', 100)).toBe(15_000);
    expect(livePriceMinor('5.5', 'USD', 5)).toBe(550);
    expect(livePriceMinor(' 12.34 ', 'USD', 5)).toBe(1234);
    for (const bad of ['12.345', '-5', '1e3', 'ten', '', undefined, 0.1 + 0.2, 0, '99999999']) {
      expect(refusal(() => livePriceMinor(bad, 'USD', 0))).toEqual({
        status: 400,
        message: LiveText.invalidPrice,
      });
    }
  });

  it('refuses a price under the minimum of the currency, and takes the minimum itself', () => {
    expect(refusal(() => livePriceMinor(99.99, 'INR', 100))).toEqual({
      status: 400,
      message: 'Price should be at least ₹100',
    });
    expect(refusal(() => livePriceMinor('4.99', 'USD', 5))).toEqual({
      status: 400,
      message: 'Price should be at least $ 5',
    });
    expect(livePriceMinor(100, 'INR', 100)).toBe(10_000);
  });

  it('reads a configured minimum, and falls back to 100 INR and 5 USD', () => {
    expect(livePriceMinimum('INR', '250')).toBe(250);
    expect(livePriceMinimum('USD', ' 7.5 ')).toBe(7.5);
    expect(livePriceMinimum('INR', null)).toBe(100);
    expect(livePriceMinimum('USD', undefined)).toBe(5);
    expect(livePriceMinimum('USD', 'five')).toBe(5);
  });

  it('keeps a title of 70 characters, refuses 71, and defaults an empty one', () => {
    expect(liveTitle('a'.repeat(70), 'Valorant', 'Ana')).toHaveLength(70);
    expect(refusal(() => liveTitle('a'.repeat(71), 'Valorant', 'Ana'))).toEqual({
      status: 400,
      message: LiveText.titleTooLong,
    });
    expect(liveTitle('  ', 'Valorant', 'Ana')).toBe('Play Valorant with Ana');
    expect([...liveTitle(undefined, 'V'.repeat(60), 'A'.repeat(30))].length).toBeLessThanOrEqual(70);
  });

  it.each(['script', 'iframe', 'embed', 'object', 'img', 'svg', 'style', 'select', 'option'])(
    'refuses a description with <%s>',
    (tag) => {
      expect(refusal(() => liveDescription(`Hi <${tag} src="x"> there`, 'Valorant'))).toEqual({
        status: 400,
        message: LiveText.descriptionDisallowedTags,
      });
      expect(refusal(() => liveDescription(`Hi </${tag.toUpperCase()}>`, 'Valorant')).status).toBe(400);
    },
  );

  it('keeps other descriptions and defaults an empty one', () => {
    expect(liveDescription('<b>Bold</b> plays at https://x.test <imgur>', 'Valorant')).toBe(
      '<b>Bold</b> plays at https://x.test <imgur>',
    );
    expect(liveDescription('', 'Valorant')).toBe('Play Valorant with me.');
  });

  it('needs a key and a value in every requirement row', () => {
    expect(liveRequirements([{ key: ' age ', value: '18+' }])).toEqual([{ key: 'age', value: '18+' }]);
    for (const rows of [[{ key: 'age', value: ' ' }], [{ key: '', value: '18+' }]]) {
      expect(refusal(() => liveRequirements(rows))).toEqual({
        status: 400,
        message: LiveText.requirementsIncomplete,
      });
    }
    expect(liveRequirements(undefined)).toEqual([]);
  });

  it('trims tags and drops empty ones and repeats', () => {
    expect(liveTags([' fps ', '#FPS', '', 'Ranked'])).toEqual(['fps', 'Ranked']);
  });

  it('stores a stream link as its embeddable player, and refuses other sites', () => {
    expect(liveStreamingLink('https://youtu.be/dQw4w9WgXcQ', 'lobby.test')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(liveStreamingLink('', 'lobby.test')).toBeNull();
    expect(liveStreamingLink(null, 'lobby.test')).toBeNull();
    expect(refusal(() => liveStreamingLink('https://vimeo.com/1', 'lobby.test'))).toEqual({
      status: 400,
      message: LiveText.invalidStreamLink,
    });
    expect(ValidationText.invalidStreamLink).toBe(LiveText.invalidStreamLink);
  });
});
