import { faqsKey } from '../../lib/keys';

export const faqsKeys = {
  all: faqsKey,
  one: (slug: string) => [...faqsKey, slug] as const,
};
