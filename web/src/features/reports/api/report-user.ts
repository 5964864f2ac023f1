import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface ReportUserInput {
  reportedUserId: string;
  reason: string;
}

const reportUser = (input: ReportUserInput) => call(routes.account.report, { body: input });

/** Reports an account to the staff (spec §7 `report-user-account`); failures toast the server's text. */
export const useReportUser = () => useMutation({ mutationFn: reportUser });
