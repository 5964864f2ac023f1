import {
  ErrorText,
  PageSizes,
  routes,
  type OnboardingDocumentDto,
  type OnboardingStatus,
} from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callDownload } from '../../../lib/api-client';
import { adminOnboardingKeys } from '../keys';
import { adminStarsKey } from '../../../lib/keys';

export interface SubmissionsFilter {
  page: number;
  /** Omitted: every submission. */
  status?: OnboardingStatus;
}

export const submissionsQueryOptions = ({ page, status }: SubmissionsFilter) =>
  queryOptions({
    queryKey: adminOnboardingKeys.submissions({ page, status }),
    queryFn: ({ signal }) =>
      call(routes.adminOnboarding.submissions, { query: { page, limit: PageSizes.admin, status }, signal }),
    placeholderData: keepPreviousData,
  });

export const useOnboardingSubmissions = (filter: SubmissionsFilter) =>
  useQuery(submissionsQueryOptions(filter));

export const agreementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminOnboardingKeys.agreements(page),
    queryFn: ({ signal }) =>
      call(routes.adminOnboarding.agreements, { query: { page, limit: PageSizes.admin }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStreamerAgreements = (page: number) => useQuery(agreementsQueryOptions(page));

/** One or many streamers' submissions verified at once; ones verified already stay as they are. */
export function useVerifyOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (streamerIds: string[]) => call(routes.adminOnboarding.verify, { body: { streamerIds } }),
    meta: { errorFallback: ErrorText.errorVerifyingAgreement },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOnboardingKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminStarsKey }),
      ]),
  });
}

const EXTENSIONS: Record<OnboardingDocumentDto['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A private document, fetched with the staff member's token (Onboarding read) and saved. */
export const downloadDocument = (document: OnboardingDocumentDto, name: string) =>
  callDownload(routes.onboarding.document, `${name}.${EXTENSIONS[document.contentType]}`, {
    params: { id: document._id },
  });
