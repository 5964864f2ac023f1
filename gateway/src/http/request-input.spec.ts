import { exceedsJsonDepth, holdsUnsafeText } from './request-input';

describe('request input rules', () => {
  describe('exceedsJsonDepth', () => {
    const deep = (depth: number) => Buffer.from(`${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`);

    it('counts arrays and objects together, up to the limit', () => {
      expect(exceedsJsonDepth(deep(32), 32)).toBe(false);
      expect(exceedsJsonDepth(deep(34), 32)).toBe(true);
      expect(exceedsJsonDepth(Buffer.from('[[1],[2],[3],[4]]'), 2)).toBe(false);
      expect(exceedsJsonDepth(Buffer.from('[[1],[2],[3],{"a":[4]}]'), 2)).toBe(true);
    });

    it('reads brackets inside strings as text, escaped quotes included', () => {
      expect(exceedsJsonDepth(Buffer.from(JSON.stringify({ a: '[[[[{{{{' })), 2)).toBe(false);
      expect(exceedsJsonDepth(Buffer.from(JSON.stringify({ a: '\\"[[[[', b: '"\\' })), 2)).toBe(false);
      expect(exceedsJsonDepth(Buffer.from(`{"a":"\\\\",${'['.repeat(3)}`), 2)).toBe(true);
    });
  });

  describe('holdsUnsafeText', () => {
    it('finds a NUL or a lone surrogate in any string or key, however deep', () => {
      expect(holdsUnsafeText({ a: [{ b: 'x\u0000' }] })).toBe(true);
      expect(holdsUnsafeText({ 'k\u0000': 1 })).toBe(true);
      expect(holdsUnsafeText(['\uD800'])).toBe(true);
      expect(holdsUnsafeText('\uDC00\uD800')).toBe(true);
    });

    it('takes surrogate pairs and anything that is not text', () => {
      expect(holdsUnsafeText({ name: 'Ana 😀', tags: ['é', 'ß'], price: 1, on: true, none: null })).toBe(
        false,
      );
      expect(holdsUnsafeText(undefined)).toBe(false);
    });
  });
});
