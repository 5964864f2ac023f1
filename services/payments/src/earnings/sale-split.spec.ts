import { percentToBasisPoints, splitSale } from './sale-split';

describe('splitting a sale between the streamer and the platform', () => {
  it.each([
    [2500, 1000, 250, 2250],
    [999, 1000, 100, 899],
    [994, 1000, 99, 895],
    [5, 1000, 1, 4],
    [4, 1000, 0, 4],
    [1999, 1250, 250, 1749],
    [1000, 0, 0, 1000],
    [1000, 10_000, 1000, 0],
  ])('%i at %i basis points is a fee of %i and %i earned', (amount, bps, fee, earnings) => {
    expect(splitSale(amount, bps)).toEqual({ fee, earnings });
  });

  it('refuses a fractional amount or a fee outside 0 to 100 percent', () => {
    expect(() => splitSale(10.5, 1000)).toThrow(RangeError);
    expect(() => splitSale(100, 10_001)).toThrow(RangeError);
    expect(() => splitSale(100, -1)).toThrow(RangeError);
  });

  it.each([
    ['10', 1000],
    ['12.5', 1250],
    [' 7.25 ', 725],
    ['0', 0],
    ['100', 10_000],
    ['100.01', null],
    ['7.125', null],
    ['-5', null],
    ['ten', null],
    ['', null],
    [null, null],
  ])('reads the configured percent %p as %p basis points', (value, expected) => {
    expect(percentToBasisPoints(value)).toBe(expected);
  });
});
