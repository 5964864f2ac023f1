import { AddGigBody, firstIssueText, ValidationText } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH_TEXT, gigRulesFor } from './gig-rules';

const gigRules = gigRulesFor(null, null);

describe("the gig editor's description hint (500-3000 characters)", () => {
  it('refuses a written description shorter than 500 or longer than 3000 characters', () => {
    expect(gigRules.description('Carry me in ranked.')).toBe(DESCRIPTION_LENGTH_TEXT);
    expect(gigRules.description('a'.repeat(499))).toBe(DESCRIPTION_LENGTH_TEXT);
    expect(gigRules.description('a'.repeat(3001))).toBe(DESCRIPTION_LENGTH_TEXT);
  });

  it('takes 500 to 3000 characters, or nothing (the default description is used)', () => {
    expect(gigRules.description('a'.repeat(500))).toBeNull();
    expect(gigRules.description(` ${'a'.repeat(3000)} `)).toBeNull();
    expect(gigRules.description('   ')).toBeNull();
  });

  it('keeps the short description of a gig saved before, until it is changed', () => {
    const rules = gigRulesFor({ product_desc: 'Play Valorant with me.' }, null);
    expect(rules.description('Play Valorant with me.')).toBeNull();
    expect(rules.description('Play Valorant with me!')).toBe(DESCRIPTION_LENGTH_TEXT);
  });

  it('names disallowed HTML before the length', () => {
    expect(gigRules.description('<script>')).toBe(ValidationText.disallowedHtml);
  });
});

/** What catalog answers for a new gig with these fields (a valid one otherwise). */
function catalogText(fields: Record<string, unknown>) {
  const result = AddGigBody.safeParse({
    gameId: '01a227c6-4049-7139-a034-f5595da33609',
    price: 10,
    ...fields,
  });
  return result.success ? null : firstIssueText(result.error);
}

describe("the gig editor's game, price and title", () => {
  it('says what catalog would answer for the same gig', () => {
    expect(gigRules.gameId(null)).toBe(catalogText({ gameId: null }));
    expect(gigRules.gameId(null)).toBe(ValidationText.noGameSelected);
    for (const price of ['', '0', '12.345', '1000000.01'])
      expect(gigRules.price(price)).toBe(catalogText({ price }));
    expect(gigRules.price('12.34')).toBeNull();
    const long = 'x'.repeat(71);
    expect(gigRules.title(long)).toBe(catalogText({ gig_title: long }));
    expect(gigRules.title(long)).toBe(ValidationText.titleTooLong);
  });
});
