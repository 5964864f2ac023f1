import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { faqsKeys } from '../keys';

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: faqsKeys.all,
    queryFn: ({ signal }) => call(routes.faqs.list, { signal }),
  });

export const useFaqs = () => useQuery(faqsQueryOptions());

export const faqQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: faqsKeys.one(slug),
    queryFn: ({ signal }) => call(routes.faqs.one, { params: { slug }, signal }),
  });

export const useFaq = (slug: string) => useQuery(faqQueryOptions(slug));
