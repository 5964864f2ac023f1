import { CatalogText, ValidationText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import {
  checkModeAndPlatform,
  chosenGameId,
  gigDescription,
  gigPriceMinor,
  gigRequirements,
  gigTags,
  gigTitle,
} from './gig-rules';

function refusedWith(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(400);
    return (error as DomainError).message;
  }
  throw new Error('Expected the rule to refuse');
}

describe('gig rules (spec §5)', () => {
  describe('title', () => {
    it('keeps a trimmed title of up to 70 characters', () => {
      expect(gigTitle(`  ${'a'.repeat(70)}  `, 'Valorant', 'Nova')).toBe('a'.repeat(70));
    });

    it('refuses 71 characters with the spec text', () => {
      expect(refusedWith(() => gigTitle('a'.repeat(71), 'Valorant', 'Nova'))).toBe(
        ValidationText.titleTooLong,
      );
    });

    it("defaults to 'Play {game} with {creator}'", () => {
      expect(gigTitle('   ', 'Valorant', 'Nova Reyes')).toBe('Play Valorant with Nova Reyes');
      expect(gigTitle(undefined, 'Valorant', 'Nova Reyes')).toBe('Play Valorant with Nova Reyes');
    });
  });

  describe('description', () => {
    it.each(['script', 'iframe', 'embed', 'object', 'img', 'svg', 'style', 'select', 'option'])(
      'refuses a <%s> tag with the spec text',
      (tag) => {
        expect(refusedWith(() => gigDescription(`Hi <${tag.toUpperCase()} x="1">`, 'Valorant'))).toBe(
          ValidationText.disallowedHtml,
        );
        expect(refusedWith(() => gigDescription(`Hi </${tag}>`, 'Valorant'))).toBe(
          ValidationText.disallowedHtml,
        );
      },
    );

    it('does not mistake words that merely start like a tag', () => {
      expect(gigDescription('<p>image <b>optional</b></p>', 'Valorant')).toBe('<p>image <b>optional</b></p>');
    });

    it('sanitises what is left: links open in a new tab without trust, handlers and scripts in links go', () => {
      const clean = gigDescription(
        '<p onclick="steal()">Hi <a href="https://twitch.tv/nova">stream</a> <a href="javascript:alert(1)">x</a></p><h1>Big</h1>',
        'Valorant',
      );
      expect(clean).toBe(
        '<p>Hi <a href="https://twitch.tv/nova" target="_blank" rel="noopener nofollow">stream</a> <a target="_blank" rel="noopener nofollow">x</a></p>Big',
      );
    });

    it("defaults to 'Play {game} with me.'", () => {
      expect(gigDescription('', 'Valorant')).toBe('Play Valorant with me.');
    });
  });

  describe('requirements', () => {
    it('keeps complete rows, trimmed', () => {
      expect(gigRequirements([{ key: ' Age ', value: ' 18+ ' }])).toEqual([{ key: 'Age', value: '18+' }]);
      expect(gigRequirements(undefined)).toEqual([]);
    });

    it.each([[{ key: 'Age', value: ' ' }], [{ key: '', value: '18+' }], [{ key: 'Age' }]])(
      'refuses an incomplete row %j',
      (row) => {
        expect(refusedWith(() => gigRequirements([{ key: 'Mic', value: 'Yes' }, row]))).toBe(
          ValidationText.requirementsIncomplete,
        );
      },
    );
  });

  describe('tags', () => {
    it('trims and drops empty and duplicate names, ignoring case', () => {
      expect(
        gigTags([{ name: ' Ranked ' }, { name: '' }, { name: 'ranked' }, { name: '  ' }, { name: 'Duo' }]),
      ).toEqual({
        tags: ['Ranked', 'Duo'],
        keys: ['ranked', 'duo'],
      });
    });

    it('treats a leading # and accents as the same tag', () => {
      expect(gigTags([{ name: '#Café' }, { name: 'cafe' }]).tags).toEqual(['Café']);
    });
  });

  describe('price', () => {
    it('takes up to two decimals in major units and answers minor units', () => {
      expect(gigPriceMinor(12.5)).toBe(1250);
      expect(gigPriceMinor(0.01)).toBe(1);
      expect(gigPriceMinor('499')).toBe(49_900);
    });

    it.each([0, -5, 10.555, Number.NaN, 'ten', null, 2_000_000])('refuses %p', (price) => {
      expect(refusedWith(() => gigPriceMinor(price))).toBe(CatalogText.invalidPrice);
    });
  });

  it("needs a game: 'No game selected'", () => {
    expect(refusedWith(() => chosenGameId(''))).toBe(ValidationText.noGameSelected);
    expect(refusedWith(() => chosenGameId(undefined))).toBe(ValidationText.noGameSelected);
  });

  it("refuses a mode or platform that isn't the game's own", () => {
    const game = { modeIds: new Set(['m1']), platformIds: new Set(['p1']) };
    expect(() => checkModeAndPlatform({ modeId: 'm1', platformId: 'p1' }, game)).not.toThrow();
    expect(() => checkModeAndPlatform({ modeId: null, platformId: null }, game)).not.toThrow();
    expect(refusedWith(() => checkModeAndPlatform({ modeId: 'm2', platformId: 'p1' }, game))).toBe(
      CatalogText.modeNotInGame,
    );
    expect(refusedWith(() => checkModeAndPlatform({ modeId: 'm1', platformId: 'p2' }, game))).toBe(
      CatalogText.platformNotInGame,
    );
  });
});
