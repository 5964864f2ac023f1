import { percentToBasisPoints, splitSale } from './sale-split';

const rates = (fee: number, feeGst = 1800, tds = 10) => ({ fee, feeGst, tds });

describe('splitting a sale into the platform fee, GST on the fee, TDS and the streamer net', () => {
  it.each([
    // gross, fee bps → fee, GST on fee, TDS, net (each line rounded half up on its own)
    [2500, 1000, 250, 45, 3, 2202], // 250 × 18 % = 45; 2500 × 0.1 % = 2.5 → 3
    [999, 1000, 100, 18, 1, 880], // 99.9 → 100; 0.999 → 1
    [994, 1000, 99, 18, 1, 876], // 99.4 → 99; 17.82 → 18; 0.994 → 1
    [5, 1000, 1, 0, 0, 4], // 0.5 → 1; 0.18 → 0; 0.005 → 0
    [4, 1000, 0, 0, 0, 4],
    [1999, 1250, 250, 45, 2, 1702], // 249.875 → 250; 1.999 → 2
    [149_900, 2000, 29_980, 5396, 150, 114_374], // 5396.4 → 5396; 149.9 → 150
    [1000, 0, 0, 0, 1, 999],
    [1000, 10_000, 1000, 0, 0, 0], // a 100 % fee leaves nothing for taxes to come out of
  ])('%i at %i basis points: fee %i, GST %i, TDS %i, net %i', (gross, bps, fee, feeGst, tds, net) => {
    expect(splitSale(gross, rates(bps))).toEqual({ gross, fee, feeGst, tds, net });
  });

  it('caps the taxes at what is left, so net is never negative', () => {
    expect(splitSale(1000, rates(9000, 10_000, 10_000))).toEqual({
      gross: 1000,
      fee: 900,
      feeGst: 100,
      tds: 0,
      net: 0,
    });
  });

  it('refuses a fractional amount or a rate outside 0 to 100 percent', () => {
    expect(() => splitSale(10.5, rates(1000))).toThrow(RangeError);
    expect(() => splitSale(100, rates(10_001))).toThrow(RangeError);
    expect(() => splitSale(100, rates(-1))).toThrow(RangeError);
    expect(() => splitSale(100, rates(1000, 1800, 0.5))).toThrow(RangeError);
  });

  it.each([
    ['10', 1000],
    ['12.5', 1250],
    [' 7.25 ', 725],
    ['0.1', 10],
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
