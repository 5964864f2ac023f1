import { ErrorText, type ReportedUserDto, type BannedUserDto, routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dropFromList } from './moderation-lists';
import { adminReportsKeys } from '../keys';

/** Marks the pending reports reviewed; their accounts leave the pending list. */
export function useReviewReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportIds: string[]) =>
      call(routes.accountModeration.reviewReports, { body: { reportIds } }),
    meta: { errorFallback: ErrorText.errorMarkingReviewed },
    onSuccess: (_answer, reportIds) => {
      dropFromList<ReportedUserDto>(queryClient, adminReportsKeys.reported('pending'), (row) =>
        row.reportIds.some((id) => reportIds.includes(id)),
      );
      void queryClient.invalidateQueries({ queryKey: adminReportsKeys.reported('reviewed') });
    },
  });
}

/** Bans the accounts (their sessions and sockets end at once); they leave the reported lists. */
export function useBanUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userIds: string[]; reason: string }) =>
      call(routes.accountModeration.ban, { body: input }),
    meta: { errorFallback: ErrorText.errorBanning },
    onSuccess: (_answer, { userIds }) => {
      for (const status of ['pending', 'reviewed'] as const)
        dropFromList<ReportedUserDto>(queryClient, adminReportsKeys.reported(status), (row) =>
          userIds.includes(row.user._id),
        );
      void queryClient.invalidateQueries({ queryKey: adminReportsKeys.reported('banned') });
      void queryClient.invalidateQueries({ queryKey: adminReportsKeys.banned });
    },
  });
}

/** Lifts the bans; the accounts leave the banned list. */
export function useUnbanUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => call(routes.accountModeration.unban, { body: { userIds } }),
    meta: { errorFallback: ErrorText.errorUnbanning },
    onSuccess: (_answer, userIds) =>
      dropFromList<BannedUserDto>(queryClient, adminReportsKeys.banned, (row) =>
        userIds.includes(row.user._id),
      ),
  });
}
