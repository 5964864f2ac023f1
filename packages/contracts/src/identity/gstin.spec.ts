import { GstinText, readGstin } from './gstin';

describe('reading a GSTIN', () => {
  it.each([
    ['22AAAAA0000A1Z5', '22AAAAA0000A1Z5'],
    ['29abcde1234f1z5', '29ABCDE1234F1Z5'],
    ['  07AABCU9603R1ZM ', '07AABCU9603R1ZM'],
    ['27AAPFU0939FZZV', '27AAPFU0939FZZV'],
  ])('takes %p as %p', (typed, gstin) => {
    expect(readGstin(typed)).toEqual({ gstin });
  });

  it.each([[''], ['   '], [undefined], [null]])('reads %p as no GSTIN', (typed) => {
    expect(readGstin(typed)).toEqual({ gstin: null });
  });

  it.each([
    ['22AAAAA0000A1Z'], // 14 characters
    ['22AAAAA0000A1Z55'], // 16
    ['2AAAAAA0000A1Z5'], // the state code is two digits
    ['22AAAA00000A1Z5'], // the PAN starts with five letters
    ['22AAAAA000AA1Z5'], // then four digits
    ['22AAAAA000001Z5'], // then a letter
    ['22AAAAA0000A0Z5'], // the entity number is never 0
    ['22AAAAA0000A1Y5'], // the 14th character is Z
    ['22AAAAA0000A1Z-'], // the check character is a letter or a digit
    ['22 AAAAA0000A1Z5'],
    [42],
    [{ gstin: '22AAAAA0000A1Z5' }],
  ])('refuses %p with the format text', (typed) => {
    expect(readGstin(typed)).toEqual({ problem: GstinText.invalid });
  });
});
