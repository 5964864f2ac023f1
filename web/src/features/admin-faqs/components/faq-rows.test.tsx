import type { FaqDto } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { movedIds } from './faq-rows';

const faqs = ['a', 'b', 'c'].map((id) => ({ _id: id }) as FaqDto);

describe('movedIds', () => {
  it('swaps a question with its neighbour, and leaves the ends in place', () => {
    expect(movedIds(faqs, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(faqs, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedIds(faqs, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedIds(faqs, 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
