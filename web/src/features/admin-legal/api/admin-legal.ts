import { routes, type LegalDocumentInput, type LegalDocumentType } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { adminLegalKeys } from '../keys';
import { legalKeys } from '../../../lib/keys';

/** Every version of a text, newest (the one in force) first. */
export const legalVersionsQueryOptions = (type: LegalDocumentType) =>
  queryOptions({
    queryKey: adminLegalKeys.versions(type),
    queryFn: ({ signal }) =>
      type === 'mainPrivacyPolicy'
        ? call(routes.adminLegal.privacyVersions, { signal })
        : call(routes.adminLegal.termsVersions, { params: { type }, signal }),
  });

export const useLegalVersions = (type: LegalDocumentType) => useQuery(legalVersionsQueryOptions(type));

export const publishRouteOf = (type: LegalDocumentType) =>
  type === 'mainPrivacyPolicy' ? routes.adminLegal.publishPrivacy : routes.adminLegal.publishTerms;

/** Publishes a new version (the earlier ones stay as they were). */
export function usePublishLegal(type: LegalDocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalDocumentInput) =>
      type === 'mainPrivacyPolicy'
        ? call(routes.adminLegal.publishPrivacy, { body: input })
        : call(routes.adminLegal.publishTerms, { params: { type }, body: input }),
    onSuccess: ({ message }) => notify.success(message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLegalKeys.versions(type) }),
        queryClient.invalidateQueries({ queryKey: legalKeys.one(type) }),
      ]),
  });
}
