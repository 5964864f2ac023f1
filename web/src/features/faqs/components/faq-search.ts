import type { FaqDto } from '@lobby/contracts';

/** The questions whose question, answer or category holds every word of the search (any case). */
export function searchFaqs(faqs: FaqDto[], search: string): FaqDto[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return faqs;
  return faqs.filter((faq) => {
    const text = `${faq.question}\n${faq.answer}\n${faq.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Questions grouped by category, groups in the order of their first question. */
export function groupFaqs(faqs: FaqDto[]): { name: string; faqs: FaqDto[] }[] {
  const groups = new Map<string, FaqDto[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups].map(([name, items]) => ({ name, faqs: items }));
}
