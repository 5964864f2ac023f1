import { routes, type EmailPreferencesDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsKeys } from '../keys';

/** The signed-in user's email preferences (whether marketing mail is wanted). */
export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.emailPreferences,
    queryFn: ({ signal }) => call(routes.account.emailPreferences, { signal }),
  });

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());

/** A switch flips at once; a refusal puts it back (the failure toasts like any other). */
export function useSetEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferencesDto) =>
      call(routes.account.setEmailPreferences, { body: preferences }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.emailPreferences });
      const before = queryClient.getQueryData<EmailPreferencesDto>(notificationsKeys.emailPreferences);
      queryClient.setQueryData(notificationsKeys.emailPreferences, preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKeys.emailPreferences, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationsKeys.emailPreferences, saved),
  });
}
