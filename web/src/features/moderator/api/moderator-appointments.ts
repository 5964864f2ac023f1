import { routes } from '@lobby/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshOwnAccount } from '../../../hooks/use-own-account-follows-server';
import { call } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { moderatorKeys } from '../keys';

export const streamerModeratorsQueryOptions = () =>
  queryOptions({
    queryKey: moderatorKeys.streamerModerators,
    queryFn: ({ signal }) => call(routes.moderatorAppointments.list, { signal }),
  });

export const myModeratorInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: moderatorKeys.myInvitations,
    queryFn: ({ signal }) => call(routes.moderatorAppointments.myInvitations, { signal }),
  });

/** The streamer's side: invite, cancel an invitation, remove a moderator; each refreshes the list. */
export function useStreamerModeratorActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: moderatorKeys.streamerModerators });
  return {
    invite: useMutation({
      mutationFn: (identifier: string) => call(routes.moderatorAppointments.invite, { body: { identifier } }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => call(routes.moderatorAppointments.cancelInvitation, { params: { id } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (moderatorId: string) =>
        call(routes.moderatorAppointments.remove, { params: { moderatorId } }),
      onSuccess,
    }),
  };
}

/** The invitee's and moderator's side: answering changes their role and links, so their account is read again. */
export function useModeratorInvitationActions() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await refreshOwnAccount().catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: moderatorKeys.myInvitations }),
      queryClient.invalidateQueries({ queryKey: moderatorKeys.details }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    ]);
  };
  return {
    accept: useMutation({
      mutationFn: (id: string) => call(routes.moderatorAppointments.accept, { params: { id } }),
      onSuccess,
    }),
    decline: useMutation({
      mutationFn: (id: string) => call(routes.moderatorAppointments.decline, { params: { id } }),
      onSuccess,
    }),
    leave: useMutation({
      mutationFn: (streamerId: string) =>
        call(routes.moderatorAppointments.leave, { params: { streamerId } }),
      onSuccess,
    }),
  };
}
