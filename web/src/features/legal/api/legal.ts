import { LegalText, routes, type LegalDocumentType } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { legalKeys } from '../../../lib/keys';

/** The current version of a legal text; any failure reads 'Error fetching terms and conditions' (spec §8). */
export const legalDocumentQueryOptions = (type: LegalDocumentType) =>
  queryOptions({
    queryKey: legalKeys.one(type),
    queryFn: async ({ signal }) => {
      try {
        if (type === 'mainPrivacyPolicy') return await call(routes.legal.privacyPolicy, { signal });
        if (type === 'mainTermsAndConditions') return await call(routes.legal.termsOfService, { signal });
        return await call(routes.legal.document, { query: { type }, signal });
      } catch {
        throw new Error(LegalText.fetchFailed);
      }
    },
  });

export const useLegalDocument = (type: LegalDocumentType) => useQuery(legalDocumentQueryOptions(type));
