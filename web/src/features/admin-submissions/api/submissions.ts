import {
  PageSizes,
  routes,
  type CreatorApplicationStatus,
  type SubmissionKind,
  type SubmissionStatus,
} from '@lobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callDownload } from '../../../lib/api-client';
import { adminSubmissionsKeys } from '../keys';

export interface SubmissionsFilter {
  page: number;
  search: string;
  status?: SubmissionStatus;
}

const listRoute = {
  contact: routes.adminSubmissions.contact,
  'early-access': routes.adminSubmissions.earlyAccess,
};
const csvRoute = {
  contact: routes.adminSubmissions.contactCsv,
  'early-access': routes.adminSubmissions.earlyAccessCsv,
};
const handledRoute = {
  contact: routes.adminSubmissions.contactHandled,
  'early-access': routes.adminSubmissions.earlyAccessHandled,
};

const query = (filter: SubmissionsFilter) => ({
  page: filter.page,
  limit: PageSizes.admin,
  ...(filter.search ? { search: filter.search } : {}),
  ...(filter.status ? { status: filter.status } : {}),
});

export const useContactSubmissions = (filter: SubmissionsFilter) =>
  useQuery({
    queryKey: adminSubmissionsKeys.list('contact', filter),
    queryFn: ({ signal }) => call(listRoute.contact, { query: query(filter), signal }),
    placeholderData: keepPreviousData,
  });

export const useEarlyAccessSubmissions = (filter: SubmissionsFilter) =>
  useQuery({
    queryKey: adminSubmissionsKeys.list('early-access', filter),
    queryFn: ({ signal }) => call(listRoute['early-access'], { query: query(filter), signal }),
    placeholderData: keepPreviousData,
  });

export function useMarkHandled(kind: SubmissionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      call(handledRoute[kind], { params: { id }, body: { handled } }),
    meta: { errorFallback: 'Error updating the submission' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsKeys.kind(kind) }),
  });
}

/** The whole filtered list as CSV (streamed by the gateway), saved as a file. */
export const downloadSubmissionsCsv = (kind: SubmissionKind, filter: Omit<SubmissionsFilter, 'page'>) =>
  callDownload(csvRoute[kind], `${kind === 'contact' ? 'contact-us' : 'early-access'}-submissions.csv`, {
    query: {
      ...(filter.search ? { search: filter.search } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
  });

export const useCreatorApplications = (filter: {
  page: number;
  search: string;
  status?: CreatorApplicationStatus;
}) =>
  useQuery({
    queryKey: adminSubmissionsKeys.creatorApplicationsList(filter),
    queryFn: ({ signal }) =>
      call(routes.adminSubmissions.creatorApplications, {
        query: {
          page: filter.page,
          limit: PageSizes.admin,
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useDecideCreatorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approved' | 'declined' }) =>
      call(routes.adminSubmissions.decideCreatorApplication, { params: { id }, body: { decision } }),
    meta: { errorFallback: 'Error deciding the application' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsKeys.creatorApplications }),
  });
}

/** /admin/star-suggestions: the stars visitors asked for, newest first, 10 a page. */
export const useStarSuggestions = (page: number) =>
  useQuery({
    queryKey: adminSubmissionsKeys.starSuggestions(page),
    queryFn: ({ signal }) =>
      call(routes.adminSubmissions.starSuggestions, { query: { page, limit: PageSizes.admin }, signal }),
    placeholderData: keepPreviousData,
  });
