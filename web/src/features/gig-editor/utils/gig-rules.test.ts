import { ValidationText } from '@lobby/contracts';
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
