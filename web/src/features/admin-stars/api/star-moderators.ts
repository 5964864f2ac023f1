import { ErrorText, routes } from '@lobby/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminStarsKeys } from '../keys';

/** The star's moderators and the invitations still waiting for an answer. */
export const starModeratorsQueryOptions = (starId: string) =>
  queryOptions({
    queryKey: adminStarsKeys.moderators(starId),
    queryFn: ({ signal }) => call(routes.adminModerators.list, { params: { id: starId }, signal }),
  });

/** Staff appoint (no acceptance step) and remove; each refreshes the star's list. */
export function useStarModeratorActions(starId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminStarsKeys.moderators(starId) });
  return {
    appoint: useMutation({
      mutationFn: (identifier: string) =>
        call(routes.adminModerators.appoint, { params: { id: starId }, body: { identifier } }),
      onSettled,
      // The form shows why (no such account, a streamer, already a moderator) under the field.
      meta: { silent: true },
    }),
    dismiss: useMutation({
      mutationFn: (moderatorId: string) =>
        call(routes.adminModerators.dismiss, { params: { id: starId, moderatorId } }),
      onSettled,
      meta: { errorFallback: ErrorText.unexpected },
    }),
  };
}
