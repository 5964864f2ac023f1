import { percentToBasisPoints, splitSale } from './sale-split';

const rates = (fee: number, feeGst = 1800, tds = 10, serviceGst = 0) => ({ fee, feeGst, tds, serviceGst });

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
    expect(splitSale(gross, rates(bps))).toEqual({ gross, fee, feeGst, tds, net, serviceGst: 0 });
  });

  it('caps the taxes at what is left, so net is never negative', () => {
    expect(splitSale(1000, rates(9000, 10_000, 10_000))).toEqual({
      gross: 1000,
      fee: 900,
      feeGst: 100,
      tds: 0,
      net: 0,
      serviceGst: 0,
    });
  });

  it('refuses a fractional amount or a rate outside 0 to 100 percent', () => {
    expect(() => splitSale(10.5, rates(1000))).toThrow(RangeError);
    expect(() => splitSale(100, rates(10_001))).toThrow(RangeError);
    expect(() => splitSale(100, rates(-1))).toThrow(RangeError);
    expect(() => splitSale(100, rates(1000, 1800, 0.5))).toThrow(RangeError);
    expect(() => splitSale(100, rates(1000, 1800, 10, 10_001))).toThrow(RangeError);
  });

  describe('the GST included on the streamer own service (prices include it)', () => {
    /** The rule written out once more with exact fractions: gross × rate / (100 % + rate), halves rounded up. */
    const includedByHand = (gross: number, basisPoints: number) => {
      const numerator = BigInt(gross) * BigInt(basisPoints);
      const denominator = BigInt(10_000 + basisPoints);
      const whole = numerator / denominator;
      return Number(2n * (numerator % denominator) >= denominator ? whole + 1n : whole);
    };

    it.each([
      // gross at 18 % → gross × 18 / 118
      [11_800, 1800, 1800], // exactly 1800
      [999, 1800, 152], // 152.39 → 152
      [1, 1800, 0], // 0.15 → 0
      [3, 1800, 0], // 0.458 → 0
      [4, 1800, 1], // 0.610 → 1
      [30_000, 1800, 4576], // 4576.27 → 4576 (two players at ₹150)
      [15_000, 1800, 2288], // 2288.14 → 2288
      [0, 1800, 0],
      // 20 % → gross / 6, where halves happen: 3 → 0.5 → 1 (half up); 9 → 1.5 → 2; 2 → 0.33 → 0
      [3, 2000, 1],
      [9, 2000, 2],
      [2, 2000, 0],
      [11_800, 0, 0], // no GSTIN: no GST
    ])('%i at %i basis points includes %i', (gross, basisPoints, serviceGst) => {
      expect(splitSale(gross, rates(1000, 1800, 10, basisPoints)).serviceGst).toBe(serviceGst);
      expect(includedByHand(gross, basisPoints)).toBe(serviceGst);
    });

    it('follows the rule for every amount up to 5000 at 18 %, 5 % and 28 %', () => {
      for (const basisPoints of [1800, 500, 2800])
        for (let gross = 0; gross <= 5000; gross++)
          expect(splitSale(gross, rates(1000, 1800, 10, basisPoints)).serviceGst).toBe(
            includedByHand(gross, basisPoints),
          );
    });

    it('leaves the fee, the taxes on the sale and net as they are without a GSTIN: the GST is a part of net', () => {
      const withGstin = splitSale(11_800, rates(1000, 1800, 10, 1800));
      const without = splitSale(11_800, rates(1000, 1800, 10, 0));
      // fee 1180, GST on it 212.4 → 212, TDS 11.8 → 12, net 11800 − 1404 = 10396, of which GST 1800.
      expect(withGstin).toEqual({ ...without, serviceGst: 1800 });
      expect(without).toEqual({ gross: 11_800, fee: 1180, feeGst: 212, tds: 12, net: 10_396, serviceGst: 0 });
      expect(withGstin.fee + withGstin.feeGst + withGstin.tds + withGstin.net).toBe(withGstin.gross);
    });
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
