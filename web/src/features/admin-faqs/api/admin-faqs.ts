import { routes, type FaqInput } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { adminFaqsKeys } from '../keys';
import { faqsKey } from '../../../lib/keys';

export const adminFaqsQueryOptions = () =>
  queryOptions({
    queryKey: adminFaqsKeys.all,
    queryFn: ({ signal }) => call(routes.adminFaqs.list, { signal }),
  });

export const useAdminFaqs = () => useQuery(adminFaqsQueryOptions());

function useFaqMutation<T>(mutationFn: (input: T) => Promise<{ message: string }>, quiet = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ message }) => {
      if (!quiet) notify.success(message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFaqsKeys.all }),
        queryClient.invalidateQueries({ queryKey: faqsKey }),
      ]),
  });
}

/** Creates a question (id null) or saves one. */
export const useSaveFaq = () =>
  useFaqMutation(({ id, input }: { id: string | null; input: FaqInput }) =>
    id
      ? call(routes.adminFaqs.update, { params: { id }, body: input })
      : call(routes.adminFaqs.create, { body: input }),
  );

export const useRemoveFaq = () =>
  useFaqMutation((id: string) => call(routes.adminFaqs.remove, { params: { id } }));

/** The whole list in its new order. */
export const useOrderFaqs = () =>
  useFaqMutation((ids: string[]) => call(routes.adminFaqs.order, { body: { ids } }), true);
